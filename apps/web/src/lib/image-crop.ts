/** A part of an image in its own pixels, as the cropper reports it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function load(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('not an image'));
    img.src = URL.createObjectURL(file);
  });
}

/** Whether an image is already of width:height `ratio` (within 2 %): nothing to crop. Undefined when it does not load. */
export async function hasRatio(file: Blob, ratio: number) {
  const img = await load(file).catch(() => undefined);
  if (!img) return undefined;
  URL.revokeObjectURL(img.src);
  return Math.abs(img.naturalWidth / img.naturalHeight / ratio - 1) <= 0.02;
}

/** `area` of the image as a JPEG file named `name-suffix.jpg`. */
export async function cropImage(file: File, area: CropArea, suffix: string): Promise<File> {
  const img = await load(file);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width);
  canvas.height = Math.round(area.height);
  canvas.getContext('2d')?.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  URL.revokeObjectURL(img.src);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('crop failed');
  return new File([blob], `${file.name.replace(/\.\w+$/, '')}-${suffix}.jpg`, { type: 'image/jpeg' });
}

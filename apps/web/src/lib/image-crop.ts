const RATIO = 16 / 9;

function load(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('not an image'));
    img.src = URL.createObjectURL(file);
  });
}

/** Whether an image is far enough from 16:9 for cropping to be worth offering. */
export async function isOffRatio(file: File) {
  const img = await load(file).catch(() => undefined);
  URL.revokeObjectURL(img?.src ?? '');
  return Boolean(img && Math.abs(img.naturalWidth / img.naturalHeight - RATIO) > 0.02);
}

/** The largest part of the image's centre with width:height `ratio`, as a JPEG file named `name-suffix.jpg`. */
async function cropCentre(file: File, ratio: number, suffix: string): Promise<File> {
  const img = await load(file);
  const w = img.naturalWidth;
  const h = img.naturalHeight;
  const [cw, ch] = w / h > ratio ? [Math.round(h * ratio), h] : [w, Math.round(w / ratio)];
  const canvas = document.createElement('canvas');
  canvas.width = cw;
  canvas.height = ch;
  canvas.getContext('2d')?.drawImage(img, (w - cw) / 2, (h - ch) / 2, cw, ch, 0, 0, cw, ch);
  URL.revokeObjectURL(img.src);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('crop failed');
  return new File([blob], `${file.name.replace(/\.\w+$/, '')}-${suffix}.jpg`, { type: 'image/jpeg' });
}

/** A cover's 16:9 centre. */
export const cropTo16by9 = (file: File) => cropCentre(file, RATIO, '16x9');

/** An avatar's square centre (the server stores it at 200x200). */
export const cropSquare = (file: File) => cropCentre(file, 1, 'square');

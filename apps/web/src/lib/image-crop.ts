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

/** The largest 16:9 part of the image's centre, as a JPEG file. */
export async function cropTo16by9(file: File): Promise<File> {
  const img = await load(file);
  const w = img.naturalWidth;
  const h = img.naturalHeight;
  const [cw, ch] = w / h > RATIO ? [Math.round(h * RATIO), h] : [w, Math.round(w / RATIO)];
  const canvas = document.createElement('canvas');
  canvas.width = cw;
  canvas.height = ch;
  canvas.getContext('2d')?.drawImage(img, (w - cw) / 2, (h - ch) / 2, cw, ch, 0, 0, cw, ch);
  URL.revokeObjectURL(img.src);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('crop failed');
  return new File([blob], `${file.name.replace(/\.\w+$/, '')}-16x9.jpg`, { type: 'image/jpeg' });
}

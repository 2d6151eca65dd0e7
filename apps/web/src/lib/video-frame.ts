import { localVideo } from './local-video';

/**
 * A JPEG of one frame of a local video file, made in the browser before (or while) it uploads:
 * the cover suggestion. Rejects when the browser cannot decode the file.
 */
export function frameFromFile(file: File, atS = 1, timeoutMs = 15_000): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const { video, close } = localVideo(file, 'auto');
    const done = (result?: Blob) => {
      clearTimeout(timer);
      close();
      if (result) resolve(result);
      else reject(new Error('no frame'));
    };
    const timer = setTimeout(() => done(), timeoutMs);
    video.muted = true;
    video.onerror = () => done();
    video.onloadedmetadata = () => {
      video.currentTime = Math.min(atS, (video.duration || 0) / 2);
    };
    video.onseeked = () => {
      const scale = Math.min(1, 1280 / (video.videoWidth || 1));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      const ctx = canvas.getContext('2d');
      if (!ctx || !canvas.width) return done();
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => done(blob ?? undefined), 'image/jpeg', 0.85);
    };
  });
}

/**
 * A `<video>` reading a chosen file through an object URL, for a look at it before it uploads.
 * `close` empties the element before revoking the URL: Chromium goes on reading after
 * `loadedmetadata` or `seeked` (preloading, or the rest of a big file whose index is at its end),
 * and each read through a revoked URL logs "net::ERR_FILE_NOT_FOUND".
 */
export function localVideo(file: Blob, preload: 'metadata' | 'auto') {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = preload;
  // Loading starts after this task: the caller's handlers are in place by then.
  video.src = url;
  const close = () => {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  };
  return { video, close };
}

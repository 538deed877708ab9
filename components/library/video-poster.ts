import { POSTER_MAX_BYTES } from '../../lib/contract/library';

// A video's poster, drawn here because the server decodes no video (no ffmpeg): the browser plays the file,
// seeks a little in (the first frame is often black), draws that frame on a canvas and makes a JPEG of it. A
// video the browser cannot decode gets no poster (null): it is uploaded all the same and the grid shows ▶.

/** The poster's longest side: the server shrinks it to 320 px, twice that keeps it sharp and small (~50 KB). */
const POSTER_MAX_SIDE = 640;
const TIMEOUT_MS = 10_000;

function once(target: HTMLVideoElement, ok: 'loadeddata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    target.addEventListener(ok, () => resolve(), { once: true });
    target.addEventListener('error', () => reject(new Error(target.error?.message ?? 'The video could not be decoded.')), { once: true });
  });
}

export async function makeVideoPoster(file: Blob): Promise<Blob | null> {
  let url: string | null = null;
  const video = document.createElement('video');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The video took too long to decode.')), TIMEOUT_MS);
  });
  try {
    url = URL.createObjectURL(file);
    video.muted = true;
    video.preload = 'auto';
    const loaded = once(video, 'loadeddata');
    video.src = url;
    await Promise.race([loaded, timeout]);
    const at = Number.isFinite(video.duration) ? Math.min(1, video.duration / 4) : 0;
    if (at > 0) {
      const seeked = once(video, 'seeked');
      video.currentTime = at;
      await Promise.race([seeked, timeout]);
    }
    if (!video.videoWidth || !video.videoHeight) return null;
    const scale = Math.min(1, POSTER_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const poster = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return poster && poster.size <= POSTER_MAX_BYTES ? poster : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    video.removeAttribute('src');
    if (url) URL.revokeObjectURL(url);
  }
}

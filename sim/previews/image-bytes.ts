// The bytes of images uploaded to ad accounts (POST act_{id}/adimages), so the preview renderer can show the very image
// an ad uses. Kept per world, by hash (a copy to another account has the same bytes), within a budget: the oldest go
// first, and the renderer then shows the image's place and name only, as it does for seeded images (no bytes).
import type { World } from '../state/world';

const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

const kept = new WeakMap<World, Map<string, Buffer>>();

export function rememberImageBytes(world: World, hash: string, data: Buffer): void {
  if (data.length > MAX_IMAGE_BYTES) return;
  const images = kept.get(world) ?? new Map<string, Buffer>();
  kept.set(world, images);
  images.delete(hash);
  images.set(hash, data);
  let total = 0;
  for (const b of images.values()) total += b.length;
  for (const [h, b] of images) {
    if (total <= MAX_TOTAL_BYTES) break;
    images.delete(h);
    total -= b.length;
  }
}

/** A data: URL of the image, or undefined when its bytes are not kept. */
export function imageDataUrl(world: World, hash: string): string | undefined {
  const data = kept.get(world)?.get(hash);
  if (!data) return undefined;
  const type =
    data[0] === 0x89 && data[1] === 0x50 ? 'image/png' : data[0] === 0x47 && data[1] === 0x49 ? 'image/gif' : data[0] === 0xff ? 'image/jpeg' : 'image/webp';
  return `data:${type};base64,${data.toString('base64')}`;
}

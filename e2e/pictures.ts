/**
 * Comparing pictures in end-to-end tests: the 3D player's canvas against a stored snapshot
 * (C4, C5, R1). Both are brought to one small size (averaging blocks of pixels, so texture
 * density and anti-aliasing differences fade) and compared block by block in RGB.
 */
import sharp from 'sharp';

/** Compared size in px (the snapshot's 470x588 shape, one tenth). */
const SIZE = { width: 47, height: 59 };

export interface PictureDifference {
  /** Mean absolute difference over every channel of every block, 0..255. */
  mean: number;
  /** Blocks where some channel differs by more than `blockThreshold`. */
  differingBlocks: number;
  /** Share of blocks that differ, 0..1. */
  differingShare: number;
}

async function blocks(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().resize(SIZE.width, SIZE.height, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
}

/**
 * How two PNG pictures of the same framing differ after both are scaled to 47x59: the mean
 * channel difference and the blocks where a channel differs by more than `blockThreshold`.
 */
export async function comparePictures(a: Buffer, b: Buffer, blockThreshold = 48): Promise<PictureDifference> {
  const [x, y] = await Promise.all([blocks(a), blocks(b)]);
  let sum = 0;
  let differing = 0;
  for (let i = 0; i < x.length; i += 3) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(x[i + c]! - y[i + c]!);
      sum += d;
      worst = Math.max(worst, d);
    }
    if (worst > blockThreshold) differing++;
  }
  const count = x.length / 3;
  return { mean: sum / x.length, differingBlocks: differing, differingShare: differing / count };
}

/**
 * The bounding box (px, in the picture's own pixels) of where two same-size PNG pictures differ
 * by more than `threshold` in some channel; null when they do not.
 */
export async function changedBox(
  before: Buffer,
  after: Buffer,
  threshold = 60,
): Promise<{ x: number; y: number; width: number; height: number } | null> {
  const [a, b] = await Promise.all([
    sharp(before).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    sharp(after).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
  ]);
  const { width, height } = a.info;
  if (b.info.width !== width || b.info.height !== height) throw new Error('changedBox: pictures differ in size');
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -1;
  let maxY = -1;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const i = (py * width + px) * 3;
      const d = Math.max(
        Math.abs(a.data[i]! - b.data[i]!),
        Math.abs(a.data[i + 1]! - b.data[i + 1]!),
        Math.abs(a.data[i + 2]! - b.data[i + 2]!),
      );
      if (d <= threshold) continue;
      minX = Math.min(minX, px);
      minY = Math.min(minY, py);
      maxX = Math.max(maxX, px);
      maxY = Math.max(maxY, py);
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

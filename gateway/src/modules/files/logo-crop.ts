/**
 * A logo's crop (D6 crop step): the rectangle of the original image the
 * logo shows, as fractions of the original's width and height (x, y from the top left; 0..1,
 * inside the picture), the zoom the cropper was at (@tas/garments LOGO_CROP_ZOOM, 1..4) and the
 * aspect ratio chosen (LOGO_CROP_ASPECTS). The browser cuts the image; the gateway keeps the
 * original and these numbers so the crop can be changed later. Pure.
 */
import { LOGO_CROP_ASPECTS, LOGO_CROP_ZOOM } from '@tas/garments';
import type { LogoCrop } from '../../db/tables/logos.js';
import { BadUserInputError } from '../../lib/errors.js';

/** A crop as the API takes it (`LogoCropInput`). */
export type LogoCropInput = LogoCrop;

/** Rounding slack of the cropper's percentages (a crop to the edge may end at 1.0000001). */
const EPSILON = 1e-6;

/**
 * The crop checked and rounded (6 decimals). Errors: BAD_USER_INPUT `{field}.x`, `.y`, `.width`,
 * `.height` (outside 0..1, empty, or past the picture's edge), `.zoom` (outside 1..4),
 * `.aspect` (not one of the cropper's).
 */
export function checkLogoCrop(input: LogoCropInput, field = 'crop'): LogoCrop {
  const fraction = (v: number, name: string, min: number) => {
    if (!Number.isFinite(v) || v < min - EPSILON || v > 1 + EPSILON)
      throw new BadUserInputError(`${field}.${name}`, `${name} must be a fraction of the picture (0 to 1)`);
    return Math.round(Math.min(1, Math.max(0, v)) * 1e6) / 1e6;
  };
  const x = fraction(input.x, 'x', 0);
  const y = fraction(input.y, 'y', 0);
  const width = fraction(input.width, 'width', 0.001);
  const height = fraction(input.height, 'height', 0.001);
  if (width < 0.001) throw new BadUserInputError(`${field}.width`, 'The crop is empty');
  if (height < 0.001) throw new BadUserInputError(`${field}.height`, 'The crop is empty');
  if (x + width > 1 + EPSILON) throw new BadUserInputError(`${field}.width`, 'The crop ends past the picture');
  if (y + height > 1 + EPSILON) throw new BadUserInputError(`${field}.height`, 'The crop ends past the picture');
  if (!Number.isFinite(input.zoom) || input.zoom < LOGO_CROP_ZOOM.min || input.zoom > LOGO_CROP_ZOOM.max)
    throw new BadUserInputError(`${field}.zoom`, `Zoom must be from ${LOGO_CROP_ZOOM.min} to ${LOGO_CROP_ZOOM.max}`);
  if (!(LOGO_CROP_ASPECTS as readonly string[]).includes(input.aspect))
    throw new BadUserInputError(`${field}.aspect`, `Aspect is one of ${LOGO_CROP_ASPECTS.join(', ')}`);
  return { x, y, width, height, zoom: Math.round(input.zoom * 1000) / 1000, aspect: input.aspect };
}

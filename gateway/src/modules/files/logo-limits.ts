/**
 * The logo size rule (section 9 of the original): 5 MB (`MAX_LOGO_BYTES`, bytes, from
 * `@tas/rules`), and the message a larger file answers. Kept apart from logo-content.ts so
 * that code which only checks a size does not load the content libraries (jsdom, sharp).
 */
import { MAX_LOGO_BYTES } from '@tas/rules';

export { MAX_LOGO_BYTES };
/** The refusal of a logo over {@link MAX_LOGO_BYTES}, before or after sanitising. */
export const LOGO_TOO_LARGE = 'Logo max size exceeded';

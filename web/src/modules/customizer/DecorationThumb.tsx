import { readableTextOn } from '../../lib/color';
import { DEFAULT_TEXT, LOGO_CONTENT_TYPES, type DecorationDraft } from './state';

/**
 * A small picture of a decoration in its colours (the list's thumbnail): the text in its fill
 * with its outline, or the logo (on a checkerboard, as transparent pictures are shown) or the
 * library graphic (on grey when its colour is light, so a white graphic shows). Exempt from
 * colour contrast as a picture of the print.
 */
export function DecorationThumb({
  decoration: d,
  picture,
  fill,
  outline,
  family,
}: {
  decoration: DecorationDraft;
  /** URL of a logo's or a library graphic's picture (in its colour), null when none. */
  picture: string | null;
  fill: string | undefined;
  outline: string | undefined;
  family: string | undefined;
}) {
  if (LOGO_CONTENT_TYPES.includes(d.contentType)) {
    return (
      <span
        className={[
          'decoration-thumb',
          d.graphicKey && fill && readableTextOn(fill) === '#111827' ? 'decoration-thumb--text' : null,
        ]
          .filter(Boolean)
          .join(' ')}
        aria-hidden="true"
      >
        {picture ? <img src={picture} alt="" /> : null}
      </span>
    );
  }
  const text = (d.text || DEFAULT_TEXT[d.contentType] || '').slice(0, 3);
  return (
    <span
      className="decoration-thumb decoration-thumb--text"
      data-lettering-sample=""
      aria-hidden="true"
      style={{
        color: fill ?? '#ffffff',
        fontFamily: family,
        WebkitTextStroke: outline ? `1px ${outline}` : undefined,
      }}
    >
      {text}
    </span>
  );
}

/**
 * A live preview of the showroom's home (P6) beside the set-up form: the dealer header (header
 * colour and message from My Settings), the school or team name, mascot and three colours, the
 * lettering of the customisation box (fill, outline, font) and the catalogs shown.
 */
import { readableTextOn } from '../../lib/color';
import { DEFAULT_HEADER_COLOR } from '../settings/settings-form';
import type { PickerColor } from '../customers/ColorPicker';
import type { ShowroomValues } from './showroom-form';
import '../../garment/fonts';

export interface PreviewDealer {
  name?: string | null;
  headerColor?: string | null;
  headerMessage?: string | null;
}

export function ShowroomPreview({
  dealer,
  values,
  colors,
  fontFamily,
  institution,
  catalogs,
}: {
  dealer: PreviewDealer;
  values: ShowroomValues;
  colors: readonly PickerColor[];
  fontFamily: string;
  institution: string | null;
  catalogs: readonly string[];
}) {
  const hex = (id: string | undefined, fallback: string) => colors.find((c) => c.id === id)?.hex ?? fallback;
  const header = /^#[0-9a-fA-F]{6}$/.test(dealer.headerColor ?? '') ? dealer.headerColor! : DEFAULT_HEADER_COLOR;
  const team = (values.colorIds ?? []).map((id, i) => hex(id, ['#1f2a44', '#b91c1c', '#ffffff'][i] ?? '#888888'));
  const primary = team[0] ?? '#1f2a44';
  const teamName = values.teamName?.trim() || 'School or team name';
  const lettering = (values.mascot?.trim() || values.teamName?.trim() || 'Team name').toUpperCase();
  return (
    <aside className="showroom-preview" aria-label="Showroom preview">
      <p className="showroom-preview__label">Preview</p>
      <div className="showroom-preview__frame">
        <div className="showroom-preview__header" style={{ background: header, color: readableTextOn(header) }}>
          <strong>{dealer.name || 'Your company'}</strong>
          {dealer.headerMessage ? <span>{dealer.headerMessage}</span> : null}
        </div>
        <div className="showroom-preview__home">
          <div className="showroom-preview__stripes" aria-hidden="true">
            {team.map((c, i) => (
              <span key={i} style={{ background: c }} />
            ))}
          </div>
          {institution ? <p className="showroom-preview__eyebrow">{institution}</p> : null}
          <h3 className="showroom-preview__team">{teamName}</h3>
          {values.mascot?.trim() ? <p className="showroom-preview__mascot">{values.mascot.trim()}</p> : null}
          <div
            className="showroom-preview__jersey"
            style={{ background: primary }}
            role="img"
            aria-label={`${lettering} 00 in ${fontFamily}`}
            data-lettering-sample
          >
            <span
              className="showroom-preview__lettering"
              style={{
                fontFamily: `"${fontFamily}", sans-serif`,
                color: hex(values.fillColorId, '#ffffff'),
                WebkitTextStrokeColor: hex(values.outlineColorId, '#000000'),
              }}
            >
              <span className="showroom-preview__text">{lettering}</span>
              <span className="showroom-preview__number">00</span>
            </span>
          </div>
          <div className="showroom-preview__catalogs">
            {catalogs.length ? (
              catalogs.map((c) => (
                <span key={c} className="badge">
                  {c}
                </span>
              ))
            ) : (
              <span className="muted">No catalogs chosen: visitors pick them on the home.</span>
            )}
          </div>
          <p className="showroom-preview__status">
            <span className={`badge ${values.published ? 'badge--success' : 'badge--warning'}`}>
              {values.published ? 'Published' : 'Draft'}
            </span>
          </p>
        </div>
      </div>
    </aside>
  );
}

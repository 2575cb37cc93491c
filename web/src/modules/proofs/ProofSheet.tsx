/**
 * The proof sheet of one locker item, as the customer approves it: the four
 * views, every panel of the garment flat in the garment colours and design (the design swatch's
 * drawing, one per panel), the garment colours and design by name, the decoration table
 * (location, content, font, fill and outlines by colour name, number and hex, height in mm,
 * position), the roster, the production time, the version and the date it was sent. Shared by
 * the customer's page (`/proofs/:token`) and the print page of its PDF (`/print/proofs/:proofId`).
 */
import { graphql } from '../../gql';
import type { ProofSheet_ProofFragment } from '../../gql/graphql';
import { DesignSwatch } from '../customizer/DesignSwatch';
import { SnapshotImage } from '../snapshots/SnapshotImage';
import { TableScroll } from '../../ui/TableScroll';
import { dateFormat } from '../quotes/quote-labels';
import { locationName, mm, positionText } from './decoration-words';

export const ProofSheetFragment = graphql(`
  fragment ProofSheet_proof on Proof {
    id
    version
    status
    statusMessage
    sentAt
    decidedAt
    approverName
    comment
    quantity
    productionDays
    sizeLines {
      size
      quantity
      playerName
      playerNumber
    }
    configuration {
      shortId
      reversibleView
      product {
        styleId
        name
        brand
        garment {
          id
          panels {
            name
            outline
            facing
            position
            rotation
            inflate
          }
          zones {
            name
            panel
            outline
            colorIndex
          }
        }
      }
      design {
        code
        name
      }
      colors {
        id
        name
        hex
      }
      decorations {
        contentType
        location
        text
        font
        textHeight
        rotation
        zoom
        offsetX
        offsetY
        view
        fillColor {
          id
          name
          hex
        }
        outline1Color {
          id
          name
          hex
        }
        outline2Color {
          id
          name
          hex
        }
        logo {
          name
        }
        graphic {
          name
        }
      }
      front: snapshot(view: FRONT) {
        ...SnapshotImage_snapshot
      }
      back: snapshot(view: BACK) {
        ...SnapshotImage_snapshot
      }
      left: snapshot(view: LEFT) {
        ...SnapshotImage_snapshot
      }
      right: snapshot(view: RIGHT) {
        ...SnapshotImage_snapshot
      }
    }
  }
`);

type Decoration = ProofSheet_ProofFragment['configuration']['decorations'][number];
type Colour = { id: string; name: string; hex: string } | null | undefined;

const CONTENT_LABEL: Record<Decoration['contentType'], string> = {
  CUSTOM_TEXT: 'Text',
  PLAYER_NAME: 'Player name',
  PLAYER_NUMBER: 'Player number',
  GRAPHICS: 'Graphic',
  UPLOADS: 'Logo',
};

/** A colour as a printer reads it: name, catalog number and hex. */
export function colourText(c: Colour): string {
  return c ? `${c.name} (${c.id}, ${c.hex})` : 'None';
}

/** What a decoration shows: its text, the logo's or graphic's name, or the roster's names/numbers. */
function contentOf(d: Decoration): string {
  if (d.contentType === 'PLAYER_NAME') return 'From the roster';
  if (d.contentType === 'PLAYER_NUMBER') return 'From the roster';
  if (d.contentType === 'UPLOADS') return d.logo?.name ?? 'Logo';
  if (d.contentType === 'GRAPHICS') return d.graphic?.name ?? d.logo?.name ?? 'Graphic';
  return d.text ?? '';
}

const VIEWS = [
  ['front', 'Front'],
  ['back', 'Back'],
  ['left', 'Left'],
  ['right', 'Right'],
] as const;

export function ProofSheet({
  proof,
  teamName,
  onImageSettled,
}: {
  proof: ProofSheet_ProofFragment;
  teamName: string | null;
  /** Called with `front`, `back`, `left` or `right` once that view's image loaded or failed (print readiness). */
  onImageSettled?: (view: (typeof VIEWS)[number][0]) => void;
}) {
  const c = proof.configuration;
  const product = c.product;
  const hexes = c.colors.map((x) => x.hex);
  const panels = product.garment.panels.filter((p) => p.outline.length >= 6);
  const hasText = c.decorations.some((d) => d.contentType !== 'UPLOADS' && d.contentType !== 'GRAPHICS');
  return (
    <article className="proof-sheet" aria-labelledby={`proof-${proof.id}-title`} data-testid="proof-sheet">
      <header className="proof-sheet__head">
        <div>
          <h2 id={`proof-${proof.id}-title`} className="proof-sheet__title">
            {product.name}
          </h2>
          <p className="proof-sheet__sub">
            {product.brand} · Style <span className="mono">{product.styleId}</span> · Configuration{' '}
            <span className="mono">{c.shortId}</span>
            {teamName ? <> · {teamName}</> : null}
          </p>
        </div>
        <dl className="proof-sheet__facts">
          <div>
            <dt>Version</dt>
            <dd data-testid="proof-version">{proof.version}</dd>
          </div>
          <div>
            <dt>Sent</dt>
            <dd>{dateFormat.format(new Date(proof.sentAt))}</dd>
          </div>
          <div>
            <dt>Production</dt>
            <dd>{proof.productionDays} working days</dd>
          </div>
          <div>
            <dt>Pieces</dt>
            <dd>{proof.quantity}</dd>
          </div>
        </dl>
      </header>

      <section aria-label="Views" className="proof-views">
        {VIEWS.map(([key, label]) => (
          <figure key={key} className="proof-views__view">
            <SnapshotImage
              snapshot={c[key]}
              alt={`${product.name}, ${label.toLowerCase()} view`}
              onSettled={onImageSettled ? () => onImageSettled(key) : undefined}
            />
            <figcaption>{label}</figcaption>
          </figure>
        ))}
      </section>

      <div className="proof-sheet__grid">
        <section aria-labelledby={`proof-${proof.id}-panels`}>
          <h3 id={`proof-${proof.id}-panels`} className="proof-sheet__h3">
            Flat panels
          </h3>
          <div className="proof-panels">
            {panels.map((p) => (
              <figure key={p.name} className="proof-panels__panel">
                <DesignSwatch
                  garment={product.garment}
                  code={c.design?.code ?? ''}
                  colors={hexes}
                  panel={p.name}
                  size={96}
                />
                <figcaption>{locationName(p.name)}</figcaption>
              </figure>
            ))}
          </div>
        </section>
        <section aria-labelledby={`proof-${proof.id}-colours`}>
          <h3 id={`proof-${proof.id}-colours`} className="proof-sheet__h3">
            Colours and design
          </h3>
          <dl className="proof-colours">
            {c.colors.map((colour, i) => (
              <div key={`${colour.id}-${i}`}>
                <dt>{['Primary', 'Secondary', 'Tertiary'][i] ?? `Colour ${i + 1}`}</dt>
                <dd>
                  <span className="proof-chip" style={{ background: colour.hex }} aria-hidden="true" />
                  {colourText(colour)}
                </dd>
              </div>
            ))}
            <div>
              <dt>Design</dt>
              <dd>{c.design ? `${c.design.name} (${c.design.code})` : 'Plain'}</dd>
            </div>
            {c.reversibleView ? (
              <div>
                <dt>Reversible</dt>
                <dd>{c.reversibleView === 'INSIDE' ? 'Inside shown' : 'Outside shown'}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>

      <section aria-labelledby={`proof-${proof.id}-decorations`}>
        <h3 id={`proof-${proof.id}-decorations`} className="proof-sheet__h3">
          Decorations
        </h3>
        {c.decorations.length === 0 ? (
          <p className="muted">No decorations.</p>
        ) : (
          <TableScroll label={`Decorations of ${product.name}`}>
            <table className="table proof-table proof-table--stack" data-testid="proof-decorations">
              <thead>
                <tr>
                  <th scope="col">Location</th>
                  <th scope="col">Content</th>
                  {hasText ? <th scope="col">Font</th> : null}
                  <th scope="col">Fill</th>
                  <th scope="col">Outline 1</th>
                  <th scope="col">Outline 2</th>
                  <th scope="col" className="num">
                    Height
                  </th>
                  <th scope="col">Position</th>
                </tr>
              </thead>
              <tbody>
                {c.decorations.map((d, i) => (
                  <tr key={i}>
                    <td data-label="Location">
                      {locationName(d.location)}
                      {d.view ? <span className="muted"> ({d.view.toLowerCase()})</span> : null}
                    </td>
                    <td data-label="Content">
                      <span className="muted">{CONTENT_LABEL[d.contentType]}: </span>
                      {contentOf(d)}
                    </td>
                    {hasText ? (
                      <td data-label="Font">
                        {d.contentType === 'UPLOADS' || d.contentType === 'GRAPHICS' ? (
                          <span className="muted">—</span>
                        ) : (
                          d.font
                        )}
                      </td>
                    ) : null}
                    <td data-label="Fill">
                      {d.contentType === 'UPLOADS' ? (
                        <span className="muted">As the file</span>
                      ) : (
                        colourText(d.fillColor)
                      )}
                    </td>
                    <td data-label="Outline 1">{colourText(d.outline1Color)}</td>
                    <td data-label="Outline 2">{colourText(d.outline2Color)}</td>
                    <td className="num" data-label="Height">
                      {d.contentType === 'UPLOADS' || d.contentType === 'GRAPHICS' ? '—' : mm(d.textHeight)}
                    </td>
                    <td data-label="Position">
                      {positionText({
                        x: d.offsetX,
                        y: d.offsetY,
                        rotation: d.rotation,
                        zoom: d.contentType === 'UPLOADS' || d.contentType === 'GRAPHICS' ? d.zoom : undefined,
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section aria-labelledby={`proof-${proof.id}-roster`}>
        <h3 id={`proof-${proof.id}-roster`} className="proof-sheet__h3">
          Roster <span className="muted">({proof.quantity} pieces)</span>
        </h3>
        <TableScroll label={`Roster of ${product.name}`}>
          <table className="table proof-table" data-testid="proof-roster">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Number</th>
                <th scope="col">Size</th>
                <th scope="col" className="num">
                  Qty
                </th>
              </tr>
            </thead>
            <tbody>
              {proof.sizeLines.map((l, i) => (
                <tr key={i}>
                  <td>{l.playerName ?? <span className="muted">—</span>}</td>
                  <td>{l.playerNumber ?? <span className="muted">—</span>}</td>
                  <td>{l.size}</td>
                  <td className="num">{l.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </article>
  );
}

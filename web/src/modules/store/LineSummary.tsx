/**
 * How the buyer's pages show money and choices: an item's or bundle's price with the team's part
 * (and the items' price bought separately, for a bundle) and whether every order must hold it;
 * a cart or order line's size, name and number; and a line's price, team's part and tax (cents).
 */
import { formatCents } from '../../lib/money';

export function PriceLine({
  priceCents,
  fundraisingCents,
  required,
  separateCents,
}: {
  priceCents: number;
  fundraisingCents: number;
  required: boolean;
  /** A bundle's items at their own prices; shown when dearer than the bundle. */
  separateCents?: number;
}) {
  return (
    <p className="store-item__price">
      <strong>{formatCents(priceCents)}</strong>
      {separateCents !== undefined && separateCents > priceCents ? (
        <span className="muted"> · {formatCents(separateCents)} bought separately</span>
      ) : null}
      {fundraisingCents > 0 ? <span className="muted"> · {formatCents(fundraisingCents)} goes to the team</span> : null}
      {required ? <span className="badge badge--warning store-required">Required in every order</span> : null}
    </p>
  );
}

export function LineWhat({
  line,
}: {
  line: { size: string; playerName?: string | null; playerNumber?: string | null };
}) {
  return (
    <p className="store-line__what">
      Size {line.size}
      {line.playerName ? ` · ${line.playerName}` : ''}
      {line.playerNumber ? ` · #${line.playerNumber}` : ''}
    </p>
  );
}

export function LineMoney({ line }: { line: { unitPriceCents: number; fundraisingCents: number; taxCents: number } }) {
  return (
    <dl className="store-line__money">
      <dt>Price</dt>
      <dd>{formatCents(line.unitPriceCents)}</dd>
      {line.fundraisingCents > 0 ? (
        <>
          <dt>of which to the team</dt>
          <dd>{formatCents(line.fundraisingCents)}</dd>
        </>
      ) : null}
      <dt>Tax</dt>
      <dd>{formatCents(line.taxCents)}</dd>
    </dl>
  );
}

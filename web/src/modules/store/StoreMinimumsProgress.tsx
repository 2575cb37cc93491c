/**
 * A buyer's view of the store's minimums while it is open: each one's progress ("14 of 24
 * ordered") with a bar, so families see how close an item is to being made.
 */
import { Progress } from '../../ui/Progress';
import '../../styles/store-close.css';

export interface MinimumProgress {
  name: string;
  pieces: number;
  ordered: number;
}

export function StoreMinimumsProgress({ minimums }: { minimums: readonly MinimumProgress[] }) {
  if (!minimums.length) return null;
  return (
    <section className="store-minimums card" aria-labelledby="store-minimums-title">
      <h2 className="store-section-title" id="store-minimums-title">
        Minimums to make
      </h2>
      <ul className="store-minimums__list">
        {minimums.map((m, i) => {
          const words = `${m.name}: ${Math.min(m.ordered, m.pieces)} of ${m.pieces} ordered`;
          return (
            <li key={`${i}-${m.name}`} className="store-minimums__item">
              <p className="store-minimums__words">
                <strong>{m.name}</strong>{' '}
                <span className="muted">
                  {m.ordered} of {m.pieces} ordered{m.ordered >= m.pieces ? ' · reached' : ''}
                </span>
              </p>
              <Progress value={m.ordered / m.pieces} label={words} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** After the close: who to ask (the dealer's contact). */
export function StoreClosedContact({
  dealer,
}: {
  dealer: { name?: string | null; email?: string | null; phone?: string | null };
}) {
  return (
    <p className="store-closed-contact">
      Questions about an order? Contact {dealer.name ?? 'the store'}
      {dealer.email ? (
        <>
          {' '}
          at <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
        </>
      ) : null}
      {dealer.phone ? (
        <>
          {' '}
          or <a href={`tel:${dealer.phone}`}>{dealer.phone}</a>
        </>
      ) : null}
      .
    </p>
  );
}

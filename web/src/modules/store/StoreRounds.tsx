/**
 * The rounds of a store on its dealer's close panel: each round's way from open to packed (closed,
 * extended, minimums decided with the production order made, order sent, packed), what is left
 * to do, and each minimum's decision.
 */
import type { Store_CloseFragment } from '../../gql/graphql';
import { formatInZone } from './store-time';

const OUTCOME_WORDS: Record<string, string> = {
  REACHED: 'reached',
  PRODUCE: 'produced anyway',
  REFUND: 'refunded',
  EXTEND: 'extended',
  TEAM_BUYS: 'team buys the rest',
};

export function StoreRounds({ store }: { store: Store_CloseFragment }) {
  if (!store.rounds.length)
    return (
      <p className="muted">
        Round {store.round}: {store.state === 'OPEN' ? 'open' : store.state.toLowerCase()}. It closes by itself at its
        hard close.
      </p>
    );
  return (
    <ul className="store-close__rounds" aria-label="Rounds">
      {store.rounds.map((r) => {
        // An earlier round, or the current one once the store is processing: its order was sent.
        const sent = r.round < store.round || store.state === 'PROCESSING' || store.state === 'COMPLETE';
        const steps = [
          r.closedAt ? `closed ${formatInZone(r.closedAt, store.timezone)}` : 'open',
          r.extendedAt ? 'extended once' : null,
          r.decidedAt ? 'minimums decided, production order made' : null,
          r.decidedAt && sent ? 'order sent' : null,
          r.packedAt ? 'packed' : null,
        ].filter(Boolean);
        const left = !r.closedAt
          ? 'Left: the close.'
          : !r.decidedAt
            ? 'Left: deciding the minimums.'
            : !sent
              ? 'Left: check and send the production order, then pack.'
              : !r.packedAt
                ? 'Left: pack the bags.'
                : 'Nothing left.';
        return (
          <li key={r.round}>
            <strong>Round {r.round}</strong>: {steps.join(' · ')}. <span className="muted">{left}</span>
            {r.decision.length ? (
              <ul>
                {r.decision.map((d, i) => (
                  <li key={`${i}-${d.name}`}>
                    {d.name}: {d.ordered} of {d.pieces}, {OUTCOME_WORDS[d.outcome] ?? d.outcome}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

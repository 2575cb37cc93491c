/**
 * The print view of a store's payout statement (`/print/stores/:storeId/payout-statement`, R2):
 * per round and for the whole store, the paid orders, gross sales, refunds, the card provider's
 * fees as it reported them, tax collected, the fundraising owed to the team and the net.
 */
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { formatCents } from '../lib/money';
import { usePageTitle } from '../lib/use-page-title';
import { usePrintSignals } from '../modules/print/use-print-ready';
import { StorePayoutStatementDocument } from '../modules/store/store-close-documents';
import '../styles/store-print.css';
import { MAIN_ID } from '../ui/focus';

const ROWS = [
  ['Paid orders', 'orders'],
  ['Gross sales (before tax)', 'grossCents'],
  ['Refunds', 'refundsCents'],
  ['Card fees', 'feesCents'],
  ['Tax collected', 'taxCents'],
  ['Fundraising owed to the team', 'fundraisingCents'],
  ['Net (gross − refunds + tax − fees)', 'netCents'],
] as const;

export function Component() {
  const { storeId = '' } = useParams();
  const { data, error } = useQuery(StorePayoutStatementDocument, { variables: { storeId } });
  const statement = data?.storePayoutStatement;
  usePageTitle(statement ? `${statement.teamName ?? 'Store'} payout statement` : null);
  usePrintSignals(Boolean(statement), !data && error ? error.message || 'ERROR' : null);
  if (!statement)
    return (
      <main id={MAIN_ID} className="print-message">
        {error ? 'Store not found' : 'Loading…'}
      </main>
    );
  const columns = [...statement.rounds, statement.total];
  return (
    <main id={MAIN_ID} className="print-payout">
      <h1>Payout statement{statement.teamName ? `: ${statement.teamName}` : ''}</h1>
      <table className="print-payout__table">
        <thead>
          <tr>
            <th scope="col">&nbsp;</th>
            {columns.map((c) => (
              <th scope="col" key={c.round ?? 'all'}>
                {c.round === null ? 'Whole store' : `Round ${c.round}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, key]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {columns.map((c) => (
                <td className="tabular" key={c.round ?? 'all'}>
                  {key === 'orders' ? c.orders : formatCents(c[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-payout__note">
        Paid orders are card orders and pay-later orders marked paid. Card fees are as the card provider reported them.
      </p>
    </main>
  );
}

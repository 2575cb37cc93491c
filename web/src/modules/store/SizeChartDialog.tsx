/**
 * An item's size chart: body measurements per size (@tas/garments `size-charts.ts` through
 * `BuyerStore.sizeCharts`), in inches or centimetres, with the chart's source. Only the sizes the
 * store offers are listed.
 */
import { useState } from 'react';
import type { BuyerStore_StoreFragment, StoreItem_BuyerFragment } from '../../gql/graphql';

type Chart = BuyerStore_StoreFragment['sizeCharts'][number]['chart'];
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Segmented } from '../../ui/Segmented';
import { TableScroll } from '../../ui/TableScroll';

type Unit = 'in' | 'cm';
const UNITS: readonly { value: Unit; label: string }[] = [
  { value: 'in', label: 'Inches' },
  { value: 'cm', label: 'Centimetres' },
];

/** '34–36 in', '86.4–91.4 cm', or one value when both ends are equal. */
export function measurementText(
  m: { minInches: number; maxInches: number; minCentimetres: number; maxCentimetres: number },
  unit: Unit,
): string {
  const [min, max] = unit === 'in' ? [m.minInches, m.maxInches] : [m.minCentimetres, m.maxCentimetres];
  const format = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  return min === max ? `${format(min)} ${unit}` : `${format(min)}–${format(max)} ${unit}`;
}

/** The chart of item `itemId` among a store's `sizeCharts`; null when its garment has none. */
export function chartOf(charts: readonly { itemId: string; chart: Chart }[] | undefined, itemId: string): Chart | null {
  return charts?.find((c) => c.itemId === itemId)?.chart ?? null;
}

export function SizeChartButton({
  item,
  chart,
}: {
  item: Pick<StoreItem_BuyerFragment, 'name' | 'sizes'>;
  chart: Chart | null;
}) {
  const [open, setOpen] = useState(false);
  const [unit, setUnit] = useState<Unit>('in');
  if (!chart) return null;
  const offered = new Set(item.sizes);
  const rows = chart.rows.filter((r) => offered.has(r.size));
  const names = [...new Set(rows.flatMap((r) => r.measurements.map((m) => m.name)))];
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Size chart
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Size chart: ${item.name}`}
        description={`${chart.name}, body measurements`}
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <div className="store-size-chart__body">
          <Segmented label="Unit" options={UNITS} value={unit} onChange={setUnit} />
          <TableScroll label={`Size chart of ${item.name}`}>
            <table className="table store-size-chart">
              <thead>
                <tr>
                  <th scope="col">Size</th>
                  {names.map((n) => (
                    <th scope="col" key={n}>
                      {n}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.size}>
                    <th scope="row">{r.size}</th>
                    {names.map((n) => {
                      const m = r.measurements.find((x) => x.name === n);
                      return <td key={n}>{m ? measurementText(m, unit) : '—'}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className="muted store-size-chart__source">Source: {chart.source}</p>
        </div>
      </Dialog>
    </>
  );
}

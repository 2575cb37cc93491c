/**
 * A horizontal bar chart of counts (sales by size, by item), drawn with plain elements so it
 * reflows from a phone to a desktop without a chart library, and reads without sight: a named
 * figure whose rows say their label and value as text (the bars are decoration), the same
 * figures as the table beside it.
 */
export function SalesBarChart({
  title,
  rows,
}: {
  /** The chart's caption and accessible name, e.g. 'Garments sold by size'. */
  title: string;
  rows: readonly { label: string; value: number }[];
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <figure className="sales-chart">
      <ul className="sales-chart__rows">
        {rows.map((r) => (
          <li key={r.label} className="sales-chart__row">
            <span className="sales-chart__label">{r.label}</span>
            <span className="sales-chart__track" aria-hidden="true">
              <span
                className="sales-chart__bar"
                style={{ width: `${(r.value / max) * 100}%`, minWidth: r.value > 0 ? 2 : 0 }}
              />
            </span>
            <span className="sales-chart__value tabular">{r.value}</span>
          </li>
        ))}
      </ul>
      <figcaption className="muted">{title}</figcaption>
    </figure>
  );
}

/**
 * The rows of a roster file in the import dialog (L2): every data row in file
 * order with its row number; a cell with an error is a field to fix it (a size from the product's
 * sizes, else text), named by its row (`Size, row 3`) and invalid until the fixes are checked.
 */
import type { EditableRow, RosterCell } from './roster-fixes';
import { TableScroll } from '../../ui/TableScroll';

export function RosterFileRows({
  rows,
  sizes,
  errorCells,
  onEdit,
}: {
  rows: readonly EditableRow[];
  /** The product's sizes, catalog order. */
  sizes: readonly string[];
  /** The cells with an error by row number, each with its message. */
  errorCells: ReadonlyMap<number, ReadonlyMap<RosterCell, string>>;
  onEdit: (row: number, cell: RosterCell, value: string) => void;
}) {
  return (
    <TableScroll label="Rows of the file" className="roster-import__lines">
      <table className="table">
        <caption className="visually-hidden">Rows of the file, in file order</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              Row
            </th>
            <th scope="col">Player name</th>
            <th scope="col">Number</th>
            <th scope="col">Size</th>
            <th scope="col" className="num">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const bad = errorCells.get(r.row);
            const field = (cell: RosterCell, label: string) => {
              const message = bad?.get(cell);
              if (!message) {
                const text = r[cell];
                return text === '' ? <span className="muted">{cell === 'quantity' ? '1' : '—'}</span> : text;
              }
              const common = {
                'aria-label': `${label}, row ${r.row}`,
                'aria-invalid': true,
                title: message,
                value: r[cell],
                onChange: (e: { target: { value: string } }) => onEdit(r.row, cell, e.target.value),
              } as const;
              return cell === 'size' ? (
                <select className="input roster-import__fix" {...common}>
                  {sizes.includes(r.size) ? null : (
                    <option value={r.size}>{r.size ? `${r.size} (not offered)` : 'Choose a size'}</option>
                  )}
                  {sizes.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  className="input roster-import__fix"
                  inputMode={cell === 'quantity' || cell === 'playerNumber' ? 'numeric' : undefined}
                  {...common}
                />
              );
            };
            return (
              <tr
                key={r.row}
                className={bad ? 'size-table__row--invalid' : undefined}
                data-testid={`roster-row-${r.row}`}
              >
                <td className="num muted">{r.row}</td>
                <td>{field('playerName', 'Player name')}</td>
                <td>{field('playerNumber', 'Number')}</td>
                <td>{field('size', 'Size')}</td>
                <td className="num">{field('quantity', 'Quantity')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The catalogs of a showroom to choose from (P6 home): one checkbox card per catalog (sport)
 * with its product count; catalogs without products cannot be chosen.
 */
import { IconCheck } from '../../ui/icons';
import { toggleCatalog } from './showroom-choice';

export interface PickerCatalog {
  id: string;
  name: string;
  productCount: number;
}

export function CatalogPicker({
  catalogs,
  selected,
  onChange,
}: {
  catalogs: readonly PickerCatalog[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const chosen = new Set(selected);
  return (
    <ul className="catalog-picker" aria-label="Catalogs">
      {catalogs.map((c) => {
        const empty = c.productCount === 0;
        return (
          <li key={c.id}>
            <label className={empty ? 'catalog-choice catalog-choice--empty' : 'catalog-choice'}>
              <input
                type="checkbox"
                className="catalog-choice__input"
                checked={chosen.has(c.id) && !empty}
                disabled={empty}
                onChange={(e) => onChange(toggleCatalog(selected, c.id, e.target.checked, catalogs))}
              />
              <span className="catalog-choice__box" aria-hidden="true">
                <IconCheck size={14} />
              </span>
              <span className="catalog-choice__name">{c.name}</span>
              <span className="catalog-choice__count">
                {empty ? 'Coming soon' : c.productCount === 1 ? '1 product' : `${c.productCount} products`}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The catalog picker's filter selects (sport, category, brand): each lists the values the API's
 * facets give for the current search and filters, with the number of styles each would show
 * ('Basketball (14)'), after an 'All …' choice. A chosen value stays listed (count 0 included),
 * so the select never shows a value it does not offer. Before the first answer the selects show
 * their 'All …' choice only.
 */
import type { ProjectProductPickerQuery } from '../../gql/graphql';
import { NONE_VALUE, SelectField } from '../../ui/Select';

/** A filter the picker may offer itself. */
export type PickerFilterKey = 'sport' | 'category' | 'brand';

/** The chosen value of each offered filter; null: all. */
export type PickerFilterValues = Partial<Record<PickerFilterKey, string | null>>;

type Facets = ProjectProductPickerQuery['products']['facets'];
type FacetValue = Facets['sports'][number];

const FILTERS: Record<PickerFilterKey, { label: string; all: string; values: (f: Facets) => readonly FacetValue[] }> = {
  sport: { label: 'Sport', all: 'All sports', values: (f) => f.sports },
  category: { label: 'Category', all: 'All categories', values: (f) => f.categories },
  brand: { label: 'Brand', all: 'All brands', values: (f) => f.brands },
};

export function ProductFilters({
  filters,
  values,
  facets,
  onChange,
}: {
  /** The filters offered, in order. */
  filters: readonly PickerFilterKey[];
  values: PickerFilterValues;
  /** The facets of the last answer; undefined before it. */
  facets: Facets | undefined;
  onChange: (key: PickerFilterKey, value: string | null) => void;
}) {
  if (!filters.length) return null;
  return (
    <div className="picker-filters" role="group" aria-label="Filter products">
      {filters.map((key) => {
        const filter = FILTERS[key];
        const chosen = values[key] ?? null;
        const listed = facets ? filter.values(facets) : [];
        return (
          <SelectField
            key={key}
            label={filter.label}
            value={chosen ?? NONE_VALUE}
            onValueChange={(v) => onChange(key, v === NONE_VALUE ? null : v)}
            options={[
              { value: NONE_VALUE, label: filter.all },
              ...listed.map((v) => ({ value: v.value, label: `${v.label} (${v.count})` })),
            ]}
          />
        );
      })}
    </div>
  );
}

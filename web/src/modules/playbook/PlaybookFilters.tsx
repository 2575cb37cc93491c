/**
 * The playbook's filters (P3): toggle chips for gender (Men, Women) and product type (Five Day,
 * Sublimated, Stock). Toggling adds or removes the value and saves both lists with
 * `setPlaybookFilters`; the answer updates the playbook's pages through the cache. Shown in
 * dealer mode only: visitors see the playbook as its dealer filtered it.
 */
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { Gender, PlaybookFilters_PlaybookFragment, ProductType } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { IconCheck } from '../../ui/icons';
import { GENDER_FILTER_LABELS, PRODUCT_TYPE_LABELS, toggleValue } from './playbook-pages';

export const PlaybookFilters_playbook = graphql(`
  fragment PlaybookFilters_playbook on Playbook {
    id
    genderFilter
    productTypeFilter
  }
`);

const SetPlaybookFiltersDocument = graphql(`
  mutation SetPlaybookFilters($playbookId: ID!, $input: PlaybookFiltersInput!) {
    setPlaybookFilters(playbookId: $playbookId, input: $input) {
      id
      ...PlaybookFilters_playbook
    }
  }
`);

export function PlaybookFilters({ playbook }: { playbook: PlaybookFilters_PlaybookFragment }) {
  const [setFilters, { loading }] = useMutation(SetPlaybookFiltersDocument, { refetchQueries: ['PlaybookViewer'] });

  const save = async (genders: Gender[], productTypes: ProductType[]) => {
    try {
      await setFilters({
        variables: { playbookId: playbook.id, input: { genders, productTypes } },
        optimisticResponse: {
          setPlaybookFilters: {
            __typename: 'Playbook',
            id: playbook.id,
            genderFilter: genders,
            productTypeFilter: productTypes,
          },
        },
      });
    } catch (e) {
      toast.error(errorMessage(e, 'An error has occurred'));
    }
  };

  const chip = (label: string, pressed: boolean, onToggle: () => void) => (
    <button key={label} type="button" className="chip" aria-pressed={pressed} disabled={loading} onClick={onToggle}>
      {pressed ? <IconCheck size={14} /> : null}
      {label}
    </button>
  );

  return (
    <div className="pb-filters" role="group" aria-label="Filters">
      <div className="pb-filters__group" role="group" aria-label="Gender">
        <span className="pb-filters__label" aria-hidden="true">
          Gender
        </span>
        {(Object.keys(GENDER_FILTER_LABELS) as Gender[]).map((g) =>
          chip(
            GENDER_FILTER_LABELS[g]!,
            playbook.genderFilter.includes(g),
            () => void save(toggleValue(playbook.genderFilter, g), [...playbook.productTypeFilter]),
          ),
        )}
      </div>
      <div className="pb-filters__group" role="group" aria-label="Product type">
        <span className="pb-filters__label" aria-hidden="true">
          Type
        </span>
        {(Object.keys(PRODUCT_TYPE_LABELS) as ProductType[]).map((t) =>
          chip(
            PRODUCT_TYPE_LABELS[t],
            playbook.productTypeFilter.includes(t),
            () => void save([...playbook.genderFilter], toggleValue(playbook.productTypeFilter, t)),
          ),
        )}
      </div>
    </div>
  );
}

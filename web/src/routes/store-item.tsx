/**
 * An item of a team store (`/stores/{dealerCode}/{id}/items/{itemId}`): the buyer picks a size
 * (size chart beside it), types the player's name and number, checked as typed (the item's rules,
 * then the numbers already taken in the store), and sees their own item in 3D with that name and
 * number, turnable as in the customiser, before adding it to the cart.
 */
import { useQuery } from '@apollo/client/react';
import { normaliseName, normaliseNumber } from '@tas/rules';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { RenderSpec, View } from '../gql/graphql';
import { Player } from '../modules/player/Player';
import {
  firstChoiceOf,
  firstSizeId,
  AddToCartFooter,
  PersonaliseFields,
  shownProblems,
  type ItemChoice,
} from '../modules/store/PersonaliseFields';
import { PriceLine } from '../modules/store/LineSummary';
import { StoreShell } from '../modules/store/StoreShell';
import { StoreItemSpecDocument } from '../modules/store/store-documents';
import { personaliseSpec } from '../modules/store/store-spec';
import { useBuyerStore } from '../modules/store/use-buyer-store';
import { usePersonalisationCheck } from '../modules/store/use-personalisation-check';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { IconShirt } from '../ui/icons';
import '../styles/customizer.css';
import '../styles/store-bundles.css';

export function Component() {
  const buyer = useBuyerStore();
  const { itemId = '' } = useParams();
  const item = buyer.store?.items.find((i) => i.id === itemId) ?? null;
  return (
    <StoreShell buyer={buyer} title={item?.name ?? 'Item'}>
      {(store) =>
        item ? (
          <ItemPersonaliser buyer={buyer} item={item} open={store.state === 'OPEN'} />
        ) : (
          <EmptyState icon={<IconShirt size={22} />} title="Item not found">
            This store has no such item. <Link to={buyer.paths.home}>See the store's items</Link>
          </EmptyState>
        )
      }
    </StoreShell>
  );
}

type Item = NonNullable<ReturnType<typeof useBuyerStore>['store']>['items'][number];

function ItemPersonaliser({
  buyer,
  item,
  open,
}: {
  buyer: ReturnType<typeof useBuyerStore>;
  item: Item;
  open: boolean;
}) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<ItemChoice>(() => firstChoiceOf(item));
  const [sizeError, setSizeError] = useState<string | undefined>();
  const [touched, setTouched] = useState({ playerName: false, playerNumber: false });
  const [view, setView] = useState<View>('BACK');
  const sizeGroup = useId();
  const { playerName, playerNumber } = choice;
  const check = usePersonalisationCheck({
    dealerCode: buyer.dealerCode,
    storeId: buyer.storeId,
    access: buyer.access,
    itemId: item.id,
    rule: item.rules,
    playerName,
    playerNumber,
  });
  const specQuery = useQuery(StoreItemSpecDocument, { variables: { shortId: item.configuration.shortId } });
  const baseSpec = specQuery.data?.configuration?.renderSpec ?? null;
  // What was typed is drawn once it passes the item's rules; until then that decoration is left off.
  const shownName = check.problems.playerName ? '' : normaliseName(playerName);
  const shownNumber = check.problems.playerNumber ? '' : normaliseNumber(playerNumber);
  const spec = useMemo(
    () =>
      baseSpec ? (personaliseSpec(baseSpec, { playerName: shownName, playerNumber: shownNumber }) as RenderSpec) : null,
    [baseSpec, shownName, shownNumber],
  );

  const onAdd = () => {
    setTouched({ playerName: true, playerNumber: true });
    if (!choice.size) {
      setSizeError('Choose a size');
      document.getElementById(firstSizeId(sizeGroup))?.focus();
      return;
    }
    if (!check.valid) return;
    buyer.cart.add({
      itemId: item.id,
      size: choice.size,
      playerName: normaliseName(playerName),
      playerNumber: normaliseNumber(playerNumber),
    });
    toast.success(`${item.name} added to your cart`);
    void navigate(buyer.paths.cart);
  };

  return (
    <div className="store-item-page">
      <div className="store-item-page__player">
        {specQuery.error && !baseSpec ? (
          <p className="muted" role="alert">
            The 3D view could not be loaded.{' '}
            <Button size="sm" onClick={() => void specQuery.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <Player spec={spec} view={view} onViewChange={setView} />
        )}
      </div>
      <form
        className="store-item-page__form"
        noValidate
        aria-label={`Personalise ${item.name}`}
        onSubmit={(e) => {
          e.preventDefault();
          onAdd();
        }}
      >
        <PriceLine priceCents={item.priceCents} fundraisingCents={item.fundraisingCents} required={item.required} />
        <PersonaliseFields
          item={item}
          sizeCharts={buyer.store?.sizeCharts}
          choice={choice}
          onChange={(next) => {
            setChoice(next);
            if (next.size) setSizeError(undefined);
          }}
          sizeGroup={sizeGroup}
          sizeError={sizeError}
          problems={shownProblems(check.problems, touched, choice)}
          checking={check.checking}
          onBlur={(field) => setTouched((t) => ({ ...t, [field]: true }))}
        />
        <AddToCartFooter open={open} checking={check.checking} label="Add to cart" homePath={buyer.paths.home} />
      </form>
    </div>
  );
}

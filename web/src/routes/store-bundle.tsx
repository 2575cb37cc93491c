/**
 * A bundle of a team store (`/stores/{dealerCode}/{id}/bundles/{bundleId}`): its items sold
 * together at one price; the buyer picks each item's size and types its name and number (each
 * item's own rules, checked as typed as on an item's page), then adds the bundle to the cart as
 * one group of lines.
 */
import { normaliseName, normaliseNumber } from '@tas/rules';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
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
import { useBuyerStore } from '../modules/store/use-buyer-store';
import { usePersonalisationCheck } from '../modules/store/use-personalisation-check';
import { SnapshotImage } from '../modules/snapshots/SnapshotImage';
import { EmptyState } from '../ui/EmptyState';
import { IconShirt } from '../ui/icons';
import '../styles/store-bundles.css';

type Buyer = ReturnType<typeof useBuyerStore>;
type Store = NonNullable<Buyer['store']>;
type Item = Store['items'][number];
type Bundle = Store['bundles'][number];
interface ItemCheck {
  valid: boolean;
  checking: boolean;
}

export function Component() {
  const buyer = useBuyerStore();
  const { bundleId = '' } = useParams();
  const bundle = buyer.store?.bundles.find((b) => b.id === bundleId) ?? null;
  return (
    <StoreShell buyer={buyer} title={bundle?.name ?? 'Bundle'}>
      {(store) => {
        const items = bundle ? bundle.itemIds.map((id) => store.items.find((i) => i.id === id)) : [];
        return bundle && items.every((i) => i !== undefined) ? (
          <BundlePersonaliser buyer={buyer} store={store} bundle={bundle} items={items} />
        ) : (
          <EmptyState icon={<IconShirt size={22} />} title="Bundle not found">
            This store has no such bundle. <Link to={buyer.paths.home}>See the store's items</Link>
          </EmptyState>
        );
      }}
    </StoreShell>
  );
}

function BundlePersonaliser({
  buyer,
  store,
  bundle,
  items,
}: {
  buyer: Buyer;
  store: Store;
  bundle: Bundle;
  items: Item[];
}) {
  const navigate = useNavigate();
  const [choices, setChoices] = useState<ItemChoice[]>(() => items.map(firstChoiceOf));
  // Each item's check: valid, and still checking its number with the gateway (the add waits).
  const [checks, setChecks] = useState<ItemCheck[]>(() => items.map(() => ({ valid: false, checking: false })));
  const [submitted, setSubmitted] = useState(false);
  const group = useId();
  const open = store.state === 'OPEN';
  const separate = items.reduce((sum, i) => sum + i.priceCents, 0);

  const onAdd = () => {
    setSubmitted(true);
    const noSize = choices.findIndex((c) => !c.size);
    if (noSize >= 0) {
      document.getElementById(firstSizeId(`${group}-${noSize}`))?.focus();
      return;
    }
    if (checks.some((c) => !c.valid)) return;
    buyer.cart.addBundle(
      bundle.id,
      items.map((item, n) => ({
        itemId: item.id,
        size: choices[n]!.size!,
        playerName: normaliseName(choices[n]!.playerName),
        playerNumber: normaliseNumber(choices[n]!.playerNumber),
      })),
    );
    toast.success(`${bundle.name} added to your cart`);
    void navigate(buyer.paths.cart);
  };

  return (
    <form
      className="store-bundle-page"
      noValidate
      aria-label={`Personalise ${bundle.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        onAdd();
      }}
    >
      <PriceLine
        priceCents={bundle.priceCents}
        fundraisingCents={bundle.fundraisingCents}
        required={bundle.required}
        separateCents={separate}
      />
      {items.map((item, n) => (
        <BundleItem
          key={item.id}
          buyer={buyer}
          item={item}
          sizeGroup={`${group}-${n}`}
          choice={choices[n]!}
          submitted={submitted}
          onChange={(next) => setChoices((cs) => cs.map((c, k) => (k === n ? next : c)))}
          onCheck={(c) =>
            setChecks((cs) =>
              cs[n]?.valid === c.valid && cs[n]?.checking === c.checking ? cs : cs.map((x, k) => (k === n ? c : x)),
            )
          }
        />
      ))}
      <AddToCartFooter
        open={open}
        checking={checks.some((c) => c.checking)}
        label="Add bundle to cart"
        homePath={buyer.paths.home}
      />
    </form>
  );
}

/** One item of the bundle: its picture and the buyer's choices, its check told to the bundle. */
function BundleItem({
  buyer,
  item,
  sizeGroup,
  choice,
  submitted,
  onChange,
  onCheck,
}: {
  buyer: Buyer;
  item: Item;
  sizeGroup: string;
  choice: ItemChoice;
  submitted: boolean;
  onChange: (next: ItemChoice) => void;
  onCheck: (check: ItemCheck) => void;
}) {
  const [touched, setTouched] = useState({ playerName: false, playerNumber: false });
  const check = usePersonalisationCheck({
    dealerCode: buyer.dealerCode,
    storeId: buyer.storeId,
    access: buyer.access,
    itemId: item.id,
    rule: item.rules,
    playerName: choice.playerName,
    playerNumber: choice.playerNumber,
  });
  useEffect(() => onCheck({ valid: check.valid, checking: check.checking }), [check.valid, check.checking, onCheck]);
  const all = submitted ? { playerName: true, playerNumber: true } : touched;
  return (
    <section className="store-bundle-item card card--padded" aria-label={item.name}>
      <div className="store-bundle-item__head">
        <div className="store-line__picture">
          <SnapshotImage snapshot={item.configuration.snapshot} alt={item.name} />
        </div>
        <h2 className="store-line__name">{item.name}</h2>
      </div>
      <PersonaliseFields
        item={item}
        sizeCharts={buyer.store?.sizeCharts}
        choice={choice}
        onChange={onChange}
        sizeGroup={sizeGroup}
        sizeError={submitted && !choice.size ? 'Choose a size' : undefined}
        problems={shownProblems(check.problems, all, choice)}
        checking={check.checking}
        onBlur={(field) => setTouched((t) => ({ ...t, [field]: true }))}
      />
    </section>
  );
}

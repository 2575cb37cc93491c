/**
 * A bundle of a team store (`/stores/{dealerCode}/{id}/bundles/{bundleId}`): its items sold
 * together at one price; the buyer picks each item's size and types its name and number (each
 * item's own rules, checked as typed as on an item's page), then adds the bundle to the cart as
 * one group of lines.
 */
import { normaliseName, normaliseNumber } from '@tas/garments';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { formatCents } from '../lib/money';
import {
  firstChoiceOf,
  firstSizeId,
  PersonaliseFields,
  shownProblems,
  type ItemChoice,
} from '../modules/store/PersonaliseFields';
import { StoreShell } from '../modules/store/StoreShell';
import { useBuyerStore } from '../modules/store/use-buyer-store';
import { usePersonalisationCheck } from '../modules/store/use-personalisation-check';
import { SnapshotImage } from '../modules/snapshots/SnapshotImage';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { IconArrowLeft, IconShirt } from '../ui/icons';
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
      <p className="store-item__price">
        <strong>{formatCents(bundle.priceCents)}</strong>
        {separate > bundle.priceCents ? (
          <span className="muted"> · {formatCents(separate)} bought separately</span>
        ) : null}
        {bundle.fundraisingCents > 0 ? (
          <span className="muted"> · {formatCents(bundle.fundraisingCents)} goes to the team</span>
        ) : null}
        {bundle.required ? <span className="badge store-required">Required</span> : null}
      </p>
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
      {open ? (
        <Button type="submit" variant="primary" size="lg" disabled={checks.some((c) => c.checking)}>
          Add bundle to cart
        </Button>
      ) : (
        <p className="muted">Orders are taken while the store is open.</p>
      )}
      <Link to={buyer.paths.home} className="store-back">
        <IconArrowLeft size={16} /> All items
      </Link>
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

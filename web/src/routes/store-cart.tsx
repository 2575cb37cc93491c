/**
 * A buyer's cart and checkout (`/stores/{dealerCode}/{id}/cart`): each line with its picture,
 * size, name and number, price, the team's fundraising part and tax; the totals; and the
 * checkout form. One idempotency key is made per checkout attempt, so a double click or a retry
 * answers the same order. Card: the browser goes to the payment page the gateway returns; pay
 * later: the receipt (the order's private link).
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiErrors, errorMessage, fieldErrors } from '../lib/errors';
import { formatCents } from '../lib/money';
import {
  cartGroups,
  cartLineInputs,
  missingRequired,
  newIdempotencyKey,
  priceCart,
  type CartLine,
  type PricedLine,
} from '../modules/store/cart';
import '../styles/store-bundles.css';
import { checkoutSchema, PAYMENT_LABEL, type CheckoutValues } from '../modules/store/checkout-form';
import { LineMoney, LineWhat } from '../modules/store/LineSummary';
import { StoreShell } from '../modules/store/StoreShell';
import { CheckoutStoreDocument } from '../modules/store/store-documents';
import { useBuyerStore } from '../modules/store/use-buyer-store';
import { SnapshotImage } from '../modules/snapshots/SnapshotImage';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { TextField } from '../ui/Field';
import { IconShirt, IconTrash } from '../ui/icons';

type Store = NonNullable<ReturnType<typeof useBuyerStore>['store']>;

export function Component() {
  const buyer = useBuyerStore();
  return (
    <StoreShell buyer={buyer} title="Your cart">
      {(store) => <Cart buyer={buyer} store={store} />}
    </StoreShell>
  );
}

function Cart({ buyer, store }: { buyer: ReturnType<typeof useBuyerStore>; store: Store }) {
  const { lines, totals } = useMemo(
    () => priceCart(buyer.cart.lines, store.items, store.taxRateBasisPoints, store.bundles),
    [buyer.cart.lines, store.items, store.taxRateBasisPoints, store.bundles],
  );
  const groups = useMemo(() => cartGroups(lines), [lines]);
  const missing = missingRequired(lines, store.items, store.bundles);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  if (lines.length === 0)
    return (
      <EmptyState icon={<IconShirt size={22} />} title="Your cart is empty">
        <Link to={buyer.paths.home}>Choose an item</Link> to personalise it and add it here.
      </EmptyState>
    );
  return (
    <div className="store-cart">
      <ul className="store-cart__lines" aria-label="Cart">
        {groups.map((group) => {
          const bundle = group.bundleId ? store.bundles.find((b) => b.id === group.bundleId) : undefined;
          const rows = group.lines.map((l) => (
            <CartLineView
              key={l.key}
              line={l}
              store={store}
              inBundle={Boolean(bundle)}
              error={lineErrors[lines.indexOf(l)]}
              onRemove={
                bundle
                  ? null
                  : () => {
                      buyer.cart.remove(l.key);
                      setLineErrors({});
                    }
              }
            />
          ));
          if (!bundle) return rows;
          const total = group.lines.reduce((sum, l) => sum + l.unitPriceCents, 0);
          return (
            <li key={group.key} className="store-cart-bundle card">
              <div className="store-cart-bundle__head">
                <h2 className="store-line__name">{bundle.name}</h2>
                <strong>{formatCents(total)}</strong>
              </div>
              <ul className="store-cart__lines" aria-label={`${bundle.name} items`}>
                {rows}
              </ul>
              <Button
                variant="ghost"
                size="sm"
                icon={<IconTrash size={16} />}
                aria-label={`Remove ${bundle.name}`}
                onClick={() => {
                  buyer.cart.removeAll(group.lines.map((l) => l.key));
                  setLineErrors({});
                }}
              >
                Remove bundle
              </Button>
            </li>
          );
        })}
      </ul>
      {missing.length > 0 ? (
        <p className="store-note" role="status">
          Every order must hold {missing.join(', ')}. <Link to={buyer.paths.home}>Add it from the store</Link>.
        </p>
      ) : null}
      <table className="table store-totals" aria-label="Totals">
        <tbody>
          <tr>
            <th scope="row">Items</th>
            <td className="num">{formatCents(totals.subtotalCents)}</td>
          </tr>
          {totals.fundraisingCents > 0 ? (
            <tr>
              <th scope="row">of which to the team</th>
              <td className="num">{formatCents(totals.fundraisingCents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Tax ({(store.taxRateBasisPoints / 100).toFixed(2)} %)</th>
            <td className="num">{formatCents(totals.taxCents)}</td>
          </tr>
          <tr className="store-totals__total">
            <th scope="row">Total</th>
            <td className="num">{formatCents(totals.totalCents)}</td>
          </tr>
        </tbody>
      </table>
      {store.state === 'OPEN' ? (
        <CheckoutForm buyer={buyer} store={store} lines={lines} onLineErrors={setLineErrors} />
      ) : (
        <p className="store-note">Checkout opens while the store is open.</p>
      )}
    </div>
  );
}

/** One line of the cart: picture, size, name and number, money; a lone line has its Remove. */
function CartLineView({
  line: l,
  store,
  inBundle,
  error,
  onRemove,
}: {
  line: PricedLine<Store['items'][number]>;
  store: Store;
  /** Lines of a bundle are headed under the bundle's name. */
  inBundle: boolean;
  error: string | undefined;
  onRemove: (() => void) | null;
}) {
  return (
    <li className="store-line card">
      <div className="store-line__picture">
        <SnapshotImage
          snapshot={store.items.find((i) => i.id === l.itemId)?.configuration.snapshot}
          alt={l.item.name}
        />
      </div>
      <div className="store-line__body">
        {inBundle ? (
          <h3 className="store-line__name">{l.item.name}</h3>
        ) : (
          <h2 className="store-line__name">{l.item.name}</h2>
        )}
        <LineWhat line={l} />
        <LineMoney line={l} />
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        {onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<IconTrash size={16} />}
            aria-label={`Remove ${l.item.name} size ${l.size}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function CheckoutForm({
  buyer,
  store,
  lines,
  onLineErrors,
}: {
  buyer: ReturnType<typeof useBuyerStore>;
  store: Store;
  /** The lines shown (of items the store still offers): a refusal's `lines.N` is the N-th of them. */
  lines: readonly CartLine[];
  onLineErrors: (errors: Record<number, string>) => void;
}) {
  const navigate = useNavigate();
  const schema = useMemo(() => checkoutSchema({ groupRequired: Boolean(store.groupLabel) }), [store.groupLabel]);
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      buyerName: '',
      buyerEmail: '',
      buyerPhone: '',
      playerName: '',
      group: '',
      paymentMethod: store.paymentMethods.length === 1 ? store.paymentMethods[0] : undefined,
    },
  });
  const [checkout, checkingOut] = useMutation(CheckoutStoreDocument);
  // One key per attempt: made at the attempt's first submit, kept while it may still have made
  // an order (in flight, or lost on the network), dropped once the gateway answered it.
  const attemptKey = useRef<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    attemptKey.current ??= newIdempotencyKey();
    const idempotencyKey = attemptKey.current;
    try {
      const { data } = await checkout({
        variables: {
          idempotencyKey,
          input: {
            dealerCode: buyer.dealerCode,
            storeId: buyer.storeId,
            access: buyer.access,
            lines: cartLineInputs(lines),
            buyerName: values.buyerName,
            buyerEmail: values.buyerEmail,
            buyerPhone: values.buyerPhone || null,
            playerName: values.playerName || null,
            group: store.groupLabel ? values.group : null,
            paymentMethod: values.paymentMethod,
          },
        },
      });
      if (!data) return;
      const result = data.checkoutStore;
      buyer.cart.clear();
      attemptKey.current = null;
      if (result.redirectUrl) {
        // Card: the payment page; it comes back to the private link once paid.
        window.location.assign(result.redirectUrl);
        return;
      }
      void navigate(`${result.path}?placed=1`);
    } catch (e) {
      if (apiErrors(e).length > 0) attemptKey.current = null;
      const fields = fieldErrors(e);
      const lineErrors: Record<number, string> = {};
      let shown = false;
      for (const [field, message] of Object.entries(fields)) {
        const line = /^lines\.(\d+)\./.exec(field);
        if (line) {
          lineErrors[Number(line[1])] = message;
          shown = true;
        } else if (field in values) {
          form.setError(field as keyof CheckoutValues, { type: 'server', message });
          shown = true;
        }
      }
      onLineErrors(lineErrors);
      if (!shown) toast.error(errorMessage(e, 'Your order could not be placed. Try again.'));
    }
  });

  const errors = form.formState.errors;
  return (
    <form
      className="store-checkout card card--padded"
      noValidate
      aria-label="Checkout"
      onSubmit={(e) => void onSubmit(e)}
    >
      <h2 className="card__title">Checkout</h2>
      <TextField
        label="Your name"
        autoComplete="name"
        required
        error={errors.buyerName?.message}
        {...form.register('buyerName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        hint="Your receipt and the link to change your order go here"
        error={errors.buyerEmail?.message}
        {...form.register('buyerEmail')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.buyerPhone?.message}
        {...form.register('buyerPhone')}
      />
      <TextField
        label="Player's name (optional)"
        autoComplete="off"
        error={errors.playerName?.message}
        {...form.register('playerName')}
      />
      {store.groupLabel ? (
        <TextField label={store.groupLabel} required error={errors.group?.message} {...form.register('group')} />
      ) : null}
      <Controller
        control={form.control}
        name="paymentMethod"
        render={({ field }) => (
          <fieldset className={['field', 'store-payment', errors.paymentMethod ? 'field--invalid' : ''].join(' ')}>
            <legend className="field__label">How to pay</legend>
            {store.paymentMethods.map((m) => (
              <label key={m} className="checkbox store-payment__option">
                <input
                  type="radio"
                  name={field.name}
                  value={m}
                  checked={field.value === m}
                  onChange={() => field.onChange(m)}
                  onBlur={field.onBlur}
                />
                <span>{PAYMENT_LABEL[m]}</span>
              </label>
            ))}
            {errors.paymentMethod ? (
              <p className="field__error" role="alert">
                {errors.paymentMethod.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <Button type="submit" variant="primary" size="lg" loading={checkingOut.loading}>
        Place order
      </Button>
    </form>
  );
}

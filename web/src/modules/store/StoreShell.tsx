/**
 * The frame of a buyer's store pages: the team and the store's title, the dealer, the countdown
 * to the advertised close (its date in the store's time zone), the cart link, and the store's
 * state when it is not open. A store that needs its passcode shows the passcode form instead of
 * its pages; an unknown link says so.
 */
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BuyerStore_StoreFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/use-page-title';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { TextField } from '../../ui/Field';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { MAIN_ID } from '../../ui/focus';
import { IconLock, IconShirt } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { EnterStoreDocument } from './store-documents';
import { formatInZone, formatTimeLeft, timeLeft } from './store-time';
import type { useBuyerStore } from './use-buyer-store';
import '../../styles/store.css';
import { StoreClosedContact } from './StoreMinimumsProgress';

const STATE_NOTE: Partial<Record<BuyerStore_StoreFragment['state'], string>> = {
  SCHEDULED: 'This store is not open yet.',
  CLOSED: 'This store is closed: orders are no longer taken.',
  PROCESSING: 'This store is closed and its orders are being made.',
  COMPLETE: 'This store is closed and its orders are complete.',
};

/** The countdown to the advertised close, ticking every second. */
export function Countdown({ closeAt, timeZone }: { closeAt: string | null | undefined; timeZone: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!closeAt) return null;
  const left = timeLeft(closeAt, now);
  const when = formatInZone(closeAt, timeZone);
  return (
    <p className="store-countdown">
      {left ? (
        <>
          <span className="store-countdown__label">Closes in</span>{' '}
          {/* The ticking text is not announced every second: the date beside it says the same. */}
          <strong className="store-countdown__left tabular" aria-hidden="true">
            {formatTimeLeft(left)}
          </strong>
          <span className="visually-hidden">{formatTimeLeft({ ...left, seconds: 0 })}</span>
          <span className="store-countdown__when">
            {' '}
            · <time dateTime={closeAt}>{when}</time>
          </span>
        </>
      ) : (
        <>
          Closed on <time dateTime={closeAt}>{when}</time>
        </>
      )}
    </p>
  );
}

function PasscodeForm({ buyer }: { buyer: ReturnType<typeof useBuyerStore> }) {
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enter, entering] = useMutation(EnterStoreDocument);
  return (
    <form
      className="store-passcode card card--padded"
      noValidate
      aria-label="Store passcode"
      onSubmit={(e) => {
        e.preventDefault();
        if (!passcode.trim()) return setError('Enter the passcode you were given');
        void enter({ variables: { dealerCode: buyer.dealerCode, storeId: buyer.storeId, passcode } })
          .then((r) => {
            if (r.data) buyer.setAccess(r.data.enterStore.access);
          })
          .catch((e: unknown) => setError(errorMessage(e, 'The passcode could not be checked')));
      }}
    >
      <h2 className="card__title">
        <IconLock size={18} /> This store needs a passcode
      </h2>
      <TextField
        label="Passcode"
        type="password"
        autoComplete="off"
        value={passcode}
        error={error}
        onChange={(e) => {
          setPasscode(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="primary" loading={entering.loading}>
        Open the store
      </Button>
    </form>
  );
}

export function StoreShell({
  buyer,
  title,
  children,
}: {
  buyer: ReturnType<typeof useBuyerStore>;
  /** The page's own heading under the store's header (e.g. 'Your cart'); none on the store's home. */
  title?: string;
  children: (store: BuyerStore_StoreFragment) => ReactNode;
}) {
  const { store, query, cart, paths } = buyer;
  usePageTitle(store ? `${title ? `${title} · ` : ''}${store.teamName} store` : null);
  if (query.error && !query.data)
    return (
      <main className="store-page" id={MAIN_ID}>
        <ErrorState title="Could not load the store" onRetry={() => void query.refetch()} />
      </main>
    );
  if (!query.data)
    return (
      <main className="store-page" id={MAIN_ID} aria-busy="true" aria-label="Loading the store">
        <Skeleton height={96} />
        <Skeleton height={320} />
      </main>
    );
  if (!store)
    return (
      <FullPageMessage title="Store not found">
        <p>This link does not open a store. Check that you copied the whole link, or ask whoever sent it.</p>
      </FullPageMessage>
    );
  const note = STATE_NOTE[store.state];
  const [primary, secondary] = store.colors;
  return (
    <main className="store-page" id={MAIN_ID}>
      <header
        className="store-head"
        style={{ borderTopColor: primary?.hex ?? undefined, ['--store-accent' as string]: secondary?.hex ?? undefined }}
      >
        <div className="store-head__text">
          <p className="store-head__dealer">
            From <strong>{store.dealer.name}</strong>
            {store.dealer.phone ? (
              <>
                {' · '}
                <a href={`tel:${store.dealer.phone}`}>{store.dealer.phone}</a>
              </>
            ) : null}
          </p>
          {title ? (
            <p className="store-head__team">
              <Link to={paths.home}>{store.teamName}</Link> · {store.title}
            </p>
          ) : (
            <>
              <h1 className="store-head__title">{store.teamName}</h1>
              <p className="store-head__team">{store.title}</p>
            </>
          )}
          <Countdown closeAt={store.advertisedCloseAt} timeZone={store.timezone} />
        </div>
        {/* A cart is only for a store that takes orders (or soon will). */}
        {store.state === 'OPEN' || store.state === 'SCHEDULED' ? (
          <Link to={paths.cart} className="btn btn--secondary btn--md store-head__cart">
            <IconShirt size={16} /> Cart{cart.lines.length ? ` (${cart.lines.length})` : ''}
          </Link>
        ) : null}
      </header>
      {title ? <h1 className="store-page__title">{title}</h1> : null}
      {note ? (
        <div className="store-note" role="status">
          <p className="store-closed-contact">{note}</p>
          {store.state !== 'SCHEDULED' ? <StoreClosedContact dealer={store.dealer} /> : null}
        </div>
      ) : null}
      {store.passcodeRequired ? <PasscodeForm buyer={buyer} /> : children(store)}
    </main>
  );
}

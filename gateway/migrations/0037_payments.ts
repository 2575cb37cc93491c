import { sql, type Kysely } from 'kysely';

/**
 * Payments of orders (modules/payments), which know an order only by its reference:
 *
 * - `payments`: one per started payment, keyed by the caller's idempotency key (a retried start
 *   finds it); CARD payments hold their Stripe Checkout Session (`provider_session_id`, unique)
 *   and, once paid, its payment intent; PAY_LATER ones a due date. `paid_emitted_at` is when the
 *   `paid` event went to the subscribers (claimed by one conditional update, so once).
 * - `payment_events`: every Stripe webhook event handled, by its event id (the primary key): a
 *   delivery of an event already stored changes nothing.
 * - `payment_refunds`: refunds, keyed by the caller's idempotency key; PENDING while the provider
 *   is asked, so two refunds at once cannot take back more than was paid; `emitted_at` is when
 *   its `refunded` event went to the subscribers (claimed once, like a payment's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS payments (
    id serial PRIMARY KEY,
    public_id text NOT NULL UNIQUE,
    method text NOT NULL CHECK (method IN ('CARD', 'PAY_LATER')),
    order_ref text NOT NULL,
    idempotency_key text NOT NULL UNIQUE,
    status text NOT NULL CHECK (status IN ('PENDING', 'UNPAID', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'EXPIRED', 'CANCELLED')),
    currency text NOT NULL CHECK (currency = 'usd'),
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents),
    lines jsonb NOT NULL,
    buyer_email text NOT NULL,
    due_date text CHECK (due_date IS NULL OR due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    provider_session_id text UNIQUE,
    provider_payment_id text,
    redirect_url text,
    paid_at timestamptz,
    paid_emitted_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS payments_order_ref ON payments(order_ref)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS payment_events (
    event_id text PRIMARY KEY,
    type text NOT NULL,
    payment_id integer REFERENCES payments(id) ON DELETE SET NULL,
    outcome text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS payment_events_payment ON payment_events(payment_id)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS payment_refunds (
    id serial PRIMARY KEY,
    public_id text NOT NULL UNIQUE,
    payment_id integer NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
    idempotency_key text NOT NULL UNIQUE,
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    status text NOT NULL CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
    provider_refund_id text,
    created_at timestamptz NOT NULL DEFAULT now(),
    done_at timestamptz,
    emitted_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS payment_refunds_payment ON payment_refunds(payment_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS payment_refunds`.execute(db);
  await sql`DROP TABLE IF EXISTS payment_events`.execute(db);
  await sql`DROP TABLE IF EXISTS payments`.execute(db);
}

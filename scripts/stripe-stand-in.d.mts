/** Types of the stand-in Stripe server (stripe-stand-in.mjs) for the TypeScript tests that start it. */
export interface StandInSession {
  /** The Checkout Session as the stand-in answers it (Stripe's example object, the request written over it). */
  session: Record<string, unknown> & { id: string; url: string | null; amount_total: number; status: string };
  /** The create request's fields as the SDK sent them (form fields read back into objects). */
  params: Record<string, unknown>;
}
export interface StandInEvent {
  event: Record<string, unknown> & { id: string; type: string };
  /** Each delivery's HTTP status (or the error message of a delivery that failed). */
  deliveries: (number | string)[];
}
export interface StripeStandIn {
  url: string;
  port: number;
  sessions: Map<string, StandInSession>;
  paymentIntents: Map<string, Record<string, unknown>>;
  charges: Map<string, Record<string, unknown>>;
  balanceTransactions: Map<string, Record<string, unknown>>;
  refunds: Map<
    string,
    { refund: Record<string, unknown> & { id: string; amount: number }; params: Record<string, unknown> }
  >;
  events: StandInEvent[];
  requests: { method: string; path: string; idempotencyKey: string | null; params: Record<string, unknown> }[];
  complete(sessionId: string, opts?: { times?: number }): Promise<StandInEvent | null>;
  deliver(event: object, opts?: { times?: number; secret?: string }): Promise<(number | string)[]>;
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}
export function startStripeStandIn(opts: {
  webhookUrl?: string;
  webhookSecret: string;
  port?: number;
  deliveries?: number;
}): Promise<StripeStandIn>;
export function parseForm(body: string): Record<string, unknown>;

/**
 * The payments module's door: its service, its route and its types. Other modules call these,
 * never its repository.
 */
export { paymentsService, type PaymentsService } from './payments.service.js';
export { registerStripeWebhookRoute } from './stripe-webhook.routes.js';
export type { StripeSettings } from './card-provider.js';
export type {
  PaymentEvents,
  PaymentMethod,
  PaymentProvider,
  PaymentStart,
  PaymentStarted,
  PaymentStatus,
  PaymentView,
} from './payment-types.js';

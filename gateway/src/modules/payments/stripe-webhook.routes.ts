/**
 * `POST /webhooks/stripe`: Stripe's webhook deliveries. The body is taken raw (bytes, at most
 * 512 KB, any content type): the signature covers the exact bytes, so nothing may parse it first.
 * No session, cookie or CSRF check applies (Stripe sends none; the signature is the proof); the
 * global per-address rate limit does.
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentsService } from './payments.service.js';

export async function registerStripeWebhookRoute(
  app: FastifyInstance,
  payments: Pick<PaymentsService, 'receiveStripeWebhook'>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/webhooks/stripe', async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['stripe-signature'];
      const answer = await payments.receiveStripeWebhook(raw, typeof header === 'string' ? header : undefined);
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    });
  });
}

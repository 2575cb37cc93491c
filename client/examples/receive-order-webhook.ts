/**
 * Receives the order webhook: a small HTTP server that reads each delivery's raw body, checks
 * its signature with `verifyWebhook` (401 when it does not match, so the gateway retries), drops
 * a delivery whose Idempotency-Key it has handled, and answers 2xx. Then, as the dealer, sets
 * the webhook URL (keeping the signing secret it returns once) and converts a quote to an order.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ConvertQuoteToOrderDocument,
  SetOrderWebhookDocument,
  verifyWebhook,
  WebhookVerificationError,
  type TasClient,
  type VerifiedWebhook,
} from '@tas/client';
import { clientFromEnv, isMain } from './env.js';

export interface OrderReceiver {
  url: string;
  /** The signing secret, once `setOrderWebhook` returned it. */
  secret: string | null;
  /** Deliveries whose signature matched, in the order received (repeats dropped). */
  received: VerifiedWebhook[];
  /** Deliveries refused for their signature. */
  refused: number;
  /** Resolves with the first verified delivery of `event` for the order numbered `orderNumber`. */
  next(orderNumber: string, event?: string): Promise<VerifiedWebhook>;
  close(): Promise<void>;
}

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Listens on `host:port` (0: any free port) for the gateway's deliveries. */
export async function startOrderReceiver(port = 0, host = '127.0.0.1'): Promise<OrderReceiver> {
  const handled = new Set<string>();
  const waiting: { match: (d: VerifiedWebhook) => boolean; resolve: (d: VerifiedWebhook) => void }[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await rawBody(req);
    try {
      if (!receiver.secret) throw new WebhookVerificationError('No signing secret yet');
      const delivery = verifyWebhook(body, req.headers, receiver.secret);
      if (!handled.has(delivery.idempotencyKey)) {
        handled.add(delivery.idempotencyKey);
        receiver.received.push(delivery);
        for (const w of waiting.filter((w) => w.match(delivery))) w.resolve(delivery);
      }
      res.writeHead(204).end();
    } catch (err) {
      if (!(err instanceof WebhookVerificationError)) throw err;
      receiver.refused++;
      res.writeHead(401).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const receiver: OrderReceiver = {
    url: `http://${host}:${(server.address() as AddressInfo).port}/orders`,
    secret: null,
    received: [],
    refused: 0,
    next(orderNumber, event = 'order.created') {
      const match = (d: VerifiedWebhook) => d.payload.order.number === orderNumber && d.event === event;
      const seen = receiver.received.find(match);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiting.push({ match, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return receiver;
}

/** Points the dealer's webhook at `receiver` and converts `quoteId`; answers the order and its delivery. */
export async function convertAndReceive(dealer: TasClient, receiver: OrderReceiver, quoteId: string) {
  const { setOrderWebhook } = await dealer.request(SetOrderWebhookDocument, { url: receiver.url });
  // The secret is shown when the first URL is set (or rotated): keep it with the receiver.
  receiver.secret = setOrderWebhook.secret ?? receiver.secret;
  const { convertQuoteToOrder: order } = await dealer.request(ConvertQuoteToOrderDocument, { id: quoteId });
  const delivery = await receiver.next(order.number);
  return { order, delivery };
}

if (isMain(import.meta.url)) {
  const quoteId = process.argv[2];
  if (!quoteId)
    throw new Error('Usage: receive-order-webhook.ts <quote id> (the receiver must be reachable by the gateway)');
  const receiver = await startOrderReceiver(Number(process.env.RECEIVER_PORT ?? 0), process.env.RECEIVER_HOST);
  const { order, delivery } = await convertAndReceive(clientFromEnv(), receiver, quoteId);
  console.log(`Order ${order.number} received: ${delivery.event}, ${delivery.payload.order.totalCents} cents`);
  await receiver.close();
}

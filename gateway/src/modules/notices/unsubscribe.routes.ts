/**
 * The unsubscribe link of every notice that is not a receipt (`/unsubscribe/<token>`), answered
 * by the gateway itself as a small page (no app to load, readable without scripts):
 *
 * - `GET`: asks to confirm, with a button (a mail scanner that opens links unsubscribes nobody);
 * - `POST`: unsubscribes the notice's recipient from every notice but receipts and says so. Mail
 *   clients' one-click unsubscribe (RFC 8058: `List-Unsubscribe-Post: List-Unsubscribe=One-Click`)
 *   posts here with that body, as a form; any body is taken (the token is the proof).
 *
 * An unknown token answers 404 with a page saying so. The token never reaches a log
 * (plugins/http.ts redacts it) nor another site (`Referrer-Policy: no-referrer`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from './notice-messages.js';
import type { NoticesService } from './notices.service.js';

/** `pat@school.example` -> `p•••@school.example`: enough to recognise, not to read off a shoulder. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Team Apparel Studio</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;margin:0;padding:32px 16px;background:#f5f7fa">
<main style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1>
${body}
</main>
</body></html>
`;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

const NOT_FOUND = page(
  'This link does not work',
  '<p>This unsubscribe link is not valid. Use the link of the latest email you received.</p>',
);

/** Registers `GET` and `POST /unsubscribe/:token` over the notices service. */
export async function registerUnsubscribeRoutes(
  app: FastifyInstance,
  notices: Pick<NoticesService, 'unsubscribeTarget' | 'unsubscribe'>,
): Promise<void> {
  await app.register(async (scope) => {
    // One-click posts come as a form (urlencoded or multipart); the body says nothing the token
    // does not, so any is read as text (at most 4 KB) and left unread.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) => done(null, null));

    scope.get<{ Params: { token: string } }>('/unsubscribe/:token', async (req, reply) => {
      const target = await notices.unsubscribeTarget(req.params.token);
      if (!target) return send(reply, 404, NOT_FOUND);
      return send(
        reply,
        200,
        page(
          'Unsubscribe from these emails?',
          `<p>Team Apparel Studio will stop emailing <strong>${escapeHtml(maskedAddress(target.recipient))}</strong> about quotes and proofs. Receipts of orders still come.</p>
<form method="post"><button type="submit" style="font:inherit;font-weight:bold;background:#1d4ed8;color:#ffffff;border:0;border-radius:6px;padding:10px 16px;cursor:pointer">Unsubscribe</button></form>`,
        ),
      );
    });

    scope.post<{ Params: { token: string } }>('/unsubscribe/:token', async (req, reply) => {
      const done = await notices.unsubscribe(req.params.token);
      if (!done) return send(reply, 404, NOT_FOUND);
      return send(
        reply,
        200,
        page(
          'You are unsubscribed',
          `<p role="status">Team Apparel Studio will not email <strong>${escapeHtml(maskedAddress(done.recipient))}</strong> again, except receipts of orders.</p>`,
        ),
      );
    });
  });
}

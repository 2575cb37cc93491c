/**
 * The words of a team store's emails: pure functions from what an email tells to its subject,
 * text body and HTML body (the notices' frame, notices/notice-messages.ts). Every value from a
 * user (a title, a name) is escaped in the HTML and kept on one line in the subject. The
 * unsubscribe link is added by the outbox (every one of these but the receipt has one).
 */
import { formatCents } from '@tas/rules';
import { zoneFormat } from './store-time.js';
import { escapeHtml, htmlPage, oneLine, type NoticeMessage } from '../notices/index.js';

/** What every store email names: the store and its buyers' link. */
export interface StoreFacts {
  title: string;
  teamName: string;
  dealerName: string;
  /** The buyers' link, absolute. */
  storeUrl: string;
  /** The advertised close in the store's zone, as words (e.g. `Friday, March 6, 2026 at 5:00 PM CST`); null: none. */
  closes: string | null;
}

const CLOSE_WORDS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** The advertised close `at` in `zone` as words, e.g. `Friday, March 6, 2026 at 5:00 PM CST`. */
export function closeWords(at: Date, zone: string): string {
  return zoneFormat('close-words', zone, CLOSE_WORDS).format(at);
}

function message(subject: string, hello: string | null, paragraphs: string[], link: { href: string; label: string }) {
  const lines = hello ? [`Hello ${oneLine(hello)},`, ...paragraphs] : paragraphs;
  return {
    subject: oneLine(subject),
    text: `${lines.join('\n\n')}\n\n${link.label}: ${link.href}\n`,
    html: htmlPage(oneLine(subject), lines.map(escapeHtml), link),
  } satisfies NoticeMessage;
}

const until = (s: StoreFacts) => (s.closes ? ` until ${s.closes}` : '');

/** The store opened: to each imported contact. */
export function storeOpenedMessage(s: StoreFacts, playerName: string): NoticeMessage {
  return message(
    `${s.title} is open`,
    null,
    [
      `The ${s.teamName} store from ${s.dealerName} is open${until(s)}.`,
      `Order ${oneLine(playerName)}'s items there: pick the sizes, the name and number, and see the garment before you pay.`,
    ],
    { href: s.storeUrl, label: 'Open the store' },
  );
}

/** The store closes in `days` days: to the contacts who have not ordered. */
export function storeClosingMessage(s: StoreFacts, playerName: string, days: number): NoticeMessage {
  const when = days === 1 ? 'tomorrow' : `in ${days} days`;
  return message(
    `${s.title} closes ${when}`,
    null,
    [
      `The ${s.teamName} store from ${s.dealerName} closes ${when}${s.closes ? ` (${s.closes})` : ''}.`,
      `We have no order for ${oneLine(playerName)} yet: order before the store closes.`,
    ],
    { href: s.storeUrl, label: 'Order now' },
  );
}

/** The dealer's nudge: to the contacts who have not ordered. */
export function storeNotOrderedMessage(s: StoreFacts, playerName: string): NoticeMessage {
  return message(
    `${s.title}: ${oneLine(playerName)} has not ordered yet`,
    null,
    [
      `The ${s.teamName} store from ${s.dealerName} is open${until(s)}, and we have no order for ${oneLine(playerName)} yet.`,
    ],
    { href: s.storeUrl, label: 'Order now' },
  );
}

/** The store closed: to each buyer with an order. */
export function storeClosedMessage(s: StoreFacts, buyerName: string): NoticeMessage {
  return message(
    `${s.title} is closed`,
    buyerName,
    [
      `The ${s.teamName} store from ${s.dealerName} is closed: thank you for your order.`,
      `${s.dealerName} now makes the team's order; your private link shows your order.`,
    ],
    { href: s.storeUrl, label: 'The store' },
  );
}

/**
 * Lines refunded at the close because their item did not reach its minimum: to each buyer of
 * such a line, with what was given back (`lines`, words and cents) and why (`minimums`).
 */
export function storeMinimumRefundMessage(
  s: StoreFacts,
  buyerName: string,
  minimums: { name: string; pieces: number; ordered: number }[],
  lines: { words: string; cents: number }[],
): NoticeMessage {
  return message(
    `${s.title}: part of your order is refunded`,
    buyerName,
    [
      ...minimums.map(
        (m) =>
          `${oneLine(m.name)} needed at least ${m.pieces} pieces to be made and the store closed with ${m.ordered} ordered, so ${s.dealerName} does not make it.`,
      ),
      `We gave back: ${lines.map((l) => `${oneLine(l.words)} (${formatCents(l.cents)})`).join('; ')}. A card refund takes a few days to show.`,
      'The rest of your order is made as ordered; your private link shows it.',
    ],
    { href: s.storeUrl, label: 'The store' },
  );
}

/** The store stays open longer because a minimum was not reached: to each buyer with an order. */
export function storeExtendedMessage(
  s: StoreFacts,
  buyerName: string,
  minimums: { name: string; pieces: number; ordered: number }[],
): NoticeMessage {
  return message(
    `${s.title} stays open longer`,
    buyerName,
    [
      `The ${s.teamName} store from ${s.dealerName} stays open${until(s)}: ${minimums
        .map((m) => `${oneLine(m.name)} has ${m.ordered} of the ${m.pieces} pieces it needs`)
        .join('; ')}.`,
      'Your order stands as it is. Tell the team: every order now helps reach the minimum.',
    ],
    { href: s.storeUrl, label: 'The store' },
  );
}

/** A line of a receipt: what it is, its price, and its own picture's address. */
export interface ReceiptLine {
  itemName: string;
  size: string;
  playerName: string | null;
  playerNumber: string | null;
  totalCents: number;
  /** The picture of this garment with its name and number, absolute; null: none. */
  pictureUrl: string | null;
}

/** What a receipt tells. Money in cents (USD). */
export interface ReceiptFacts {
  store: StoreFacts;
  number: string;
  buyerName: string;
  lines: ReceiptLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** PAID, or UNPAID with its due date. */
  paid: boolean;
  dueDate: string | null;
  /** The private link (its token hidden by the outbox until sent). */
  orderUrl: string;
}

const lineWords = (l: ReceiptLine) =>
  `${l.itemName}, size ${l.size}${l.playerName ? `, ${oneLine(l.playerName)}` : ''}${l.playerNumber ? ` #${l.playerNumber}` : ''}`;

/** The buyer's receipt: number, lines with their pictures, totals, the private link. */
export function storeReceiptMessage(f: ReceiptFacts): NoticeMessage {
  const subject = oneLine(`${f.store.title}: your order ${f.number}`);
  const state = f.paid
    ? `Paid: ${formatCents(f.totalCents)}.`
    : `To pay: ${formatCents(f.totalCents)} by ${f.dueDate ?? 'the due date'}; unpaid, the order expires then.`;
  const change = 'Change a size, name or number through your private link until the store closes.';
  const text = [
    `Hello ${oneLine(f.buyerName)},`,
    `Thank you for your order ${f.number} from ${oneLine(f.store.title)}.`,
    ...f.lines.map((l) => `- ${lineWords(l)}: ${formatCents(l.totalCents)}`),
    `Subtotal ${formatCents(f.subtotalCents)}, tax ${formatCents(f.taxCents)}, total ${formatCents(f.totalCents)}.`,
    state,
    change,
    `Your order: ${f.orderUrl}`,
  ].join('\n\n');
  const rows = f.lines
    .map(
      (l) => `<tr>
<td style="padding:8px 12px 8px 0;vertical-align:top">${
        l.pictureUrl
          ? `<img src="${escapeHtml(l.pictureUrl)}" alt="${escapeHtml(lineWords(l))}" width="160" height="200" style="display:block;border:0">`
          : ''
      }</td>
<td style="padding:8px 12px 8px 0;vertical-align:top">${escapeHtml(lineWords(l))}</td>
<td style="padding:8px 0;vertical-align:top;text-align:right">${formatCents(l.totalCents)}</td>
</tr>`,
    )
    .join('\n');
  const html = htmlPage(
    subject,
    [
      `Hello ${escapeHtml(f.buyerName)},`,
      `Thank you for your order <strong>${escapeHtml(f.number)}</strong> from ${escapeHtml(f.store.title)}.`,
      `<table style="border-collapse:collapse">\n${rows}\n</table>`,
      `Subtotal ${formatCents(f.subtotalCents)}, tax ${formatCents(f.taxCents)}, <strong>total ${formatCents(f.totalCents)}</strong>.`,
      escapeHtml(state),
      escapeHtml(change),
    ],
    { href: f.orderUrl, label: 'Your order' },
  );
  return { subject, text: `${text}\n`, html };
}

/**
 * The words of each notice: pure functions from what a notice tells about
 * to its subject, text body and HTML body. Every value from a user (team, contact, message) is
 * escaped in the HTML and kept on its own lines in the text; a notice names only what its
 * recipient may see (the dealer reads its customer's contact details, as on the quote page).
 */
import { formatCents } from '@tas/garments';

/** A notice's content, as stored in the outbox (`notices`). */
export interface NoticeMessage {
  subject: string;
  text: string;
  html: string;
}

/** What the dealer's "quote requested" notice says (L4, D9). Money in cents (USD). */
export interface QuoteRequestedFacts {
  dealerName: string;
  /** The project's team name, or null for a locker without a project. */
  teamName: string | null;
  /** The project's title, or null. */
  projectTitle: string | null;
  contact: { name: string; email: string; phone: string | null; organization: string | null };
  message: string | null;
  /** When the customer needs the garments, `YYYY-MM-DD`, or null. */
  inHandDate?: string | null;
  /** Garments in the quote (sum of the items' quantities). */
  pieces: number;
  items: number;
  totalCents: number;
  /** The quote's page in the dashboard, absolute. */
  quoteUrl: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Line breaks and other control characters of a one-line value (a subject, a name) as spaces. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The frame every notice's HTML body shares: a heading, paragraphs and a button link (when given). */
export function htmlPage(heading: string, paragraphs: string[], link: { href: string; label: string } | null): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${p}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;margin:0;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${body}
${
  link
    ? `<p style="margin:20px 0"><a href="${escapeHtml(link.href)}" style="background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>
<p style="margin:0;color:#52606d;font-size:13px">Or open ${escapeHtml(link.href)}</p>`
    : ''
}
</body></html>
`;
}

/**
 * `message` with the unsubscribe link at its end: a last line of the text body and a small
 * paragraph before the HTML body's end. Every notice but a receipt carries one.
 */
export function withUnsubscribeLink(message: NoticeMessage, url: string): NoticeMessage {
  const text = `${message.text}\n\n--\nUnsubscribe from these emails (order receipts still come): ${url}`;
  const footer = `<p style="margin:24px 0 0;color:#52606d;font-size:12px">Don't want these emails? <a href="${escapeHtml(url)}" style="color:#52606d">Unsubscribe</a> (order receipts still come).</p>\n`;
  const end = message.html.lastIndexOf('</body>');
  const html = end < 0 ? message.html + footer : message.html.slice(0, end) + footer + message.html.slice(end);
  return { ...message, text, html };
}

/**
 * The "quote requested" notice goes to the dealer, when a customer requests a quote of a
 * locker. Subject `Quote requested: {team} ({n} pieces, {total})`.
 */
export function quoteRequestedMessage(f: QuoteRequestedFacts): NoticeMessage {
  const team = oneLine(f.teamName ?? f.projectTitle ?? 'a locker');
  const contactName = oneLine(f.contact.name);
  const from = f.contact.organization ? `${contactName} (${oneLine(f.contact.organization)})` : contactName;
  const summary = `${plural(f.items, 'product')}, ${plural(f.pieces, 'piece')}, ${formatCents(f.totalCents)}`;
  const subject = `Quote requested: ${team} (${plural(f.pieces, 'piece')}, ${formatCents(f.totalCents)})`;
  const contactLines = [
    `Email: ${oneLine(f.contact.email)}`,
    ...(f.contact.phone ? [`Phone: ${oneLine(f.contact.phone)}`] : []),
    ...(f.inHandDate ? [`Needed by: ${f.inHandDate}`] : []),
  ];
  const text = [
    `Hello ${oneLine(f.dealerName)},`,
    '',
    `${from} asked for a quote for ${team}${f.projectTitle && f.teamName ? ` (${oneLine(f.projectTitle)})` : ''}: ${summary}.`,
    ...contactLines,
    ...(f.message ? ['', 'Their message:', f.message.trim()] : []),
    '',
    `Open the quote: ${f.quoteUrl}`,
    '',
    'The locker stays locked until you unlock it or convert the quote to an order.',
  ].join('\n');
  const html = htmlPage(
    `Quote requested: ${team}`,
    [
      `Hello ${escapeHtml(oneLine(f.dealerName))},`,
      `<strong>${escapeHtml(from)}</strong> asked for a quote for <strong>${escapeHtml(team)}</strong>` +
        `${f.projectTitle && f.teamName ? ` (${escapeHtml(oneLine(f.projectTitle))})` : ''}: ${escapeHtml(summary)}.`,
      contactLines.map(escapeHtml).join('<br>'),
      ...(f.message ? [`Their message:<br>${escapeHtml(f.message.trim()).replace(/\r?\n/g, '<br>')}`] : []),
      'The locker stays locked until you unlock it or convert the quote to an order.',
    ],
    { href: f.quoteUrl, label: 'Open the quote' },
  );
  return { subject, text, html };
}

/** What the customer's "proofs sent" notice says. */
export interface ProofSentFacts {
  dealerName: string;
  /** The dealer's email and phone, for questions; null when not set. */
  dealerEmail: string | null;
  dealerPhone: string | null;
  /** The team's name, or the project's title, or null. */
  teamName: string | null;
  /** The quote's contact. */
  customerName: string;
  /** The products sent, with their proof version. */
  /** `changes`: what a new version changed since the last (`Changed since version 1: design`). */
  proofs: { productName: string; version: number; changes?: string | null }[];
  /** The customer's link, absolute. */
  url: string;
  /** When the link stops opening the proofs. */
  expiresAt: Date;
  /**
   * The link that opens the quote's locker on any device (`.../locker?open=<code>`), absolute;
   * null when the quote has no project page.
   */
  lockerUrl?: string | null;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The "proof sent" notice goes to the quote's contact, with the link that opens the proofs.
 * Subject `Proofs to approve: {team} from {dealer}`. Names no price and nothing of other customers.
 */
export function proofSentMessage(f: ProofSentFacts): NoticeMessage {
  const team = oneLine(f.teamName ?? 'your order');
  const dealer = oneLine(f.dealerName);
  const lines = f.proofs.map(
    (p) => `${oneLine(p.productName)} (version ${p.version})${p.changes ? `: ${oneLine(p.changes)}` : ''}`,
  );
  const contact = [f.dealerEmail, f.dealerPhone].filter(Boolean).map((v) => oneLine(v!));
  const subject = `Proofs to approve: ${team} from ${dealer}`;
  const ask = `Please check each one and approve it, or ask for changes, by ${dayOf(f.expiresAt)}.`;
  const text = [
    `Hello ${oneLine(f.customerName)},`,
    '',
    `${dealer} sent you ${plural(f.proofs.length, 'proof')} for ${team}:`,
    ...lines.map((l) => `- ${l}`),
    '',
    ask,
    `Open the proofs: ${f.url}`,
    ...(f.lockerUrl ? ['', `Open your locker on any device: ${f.lockerUrl}`] : []),
    ...(contact.length ? ['', `Questions? ${dealer}: ${contact.join(', ')}`] : []),
  ].join('\n');
  const html = htmlPage(
    `Proofs to approve: ${team}`,
    [
      `Hello ${escapeHtml(oneLine(f.customerName))},`,
      `<strong>${escapeHtml(dealer)}</strong> sent you ${plural(f.proofs.length, 'proof')} for <strong>${escapeHtml(team)}</strong>:<br>` +
        lines.map(escapeHtml).join('<br>'),
      escapeHtml(ask),
      ...(f.lockerUrl ? [`<a href="${escapeHtml(f.lockerUrl)}">Open your locker on any device</a>`] : []),
      ...(contact.length ? [`Questions? ${escapeHtml(dealer)}: ${contact.map(escapeHtml).join(', ')}`] : []),
    ],
    { href: f.url, label: 'Open the proofs' },
  );
  return { subject, text, html };
}

/** What the customer's email of a sent quote says. */
export interface QuoteSentFacts {
  dealerName: string;
  dealerEmail: string | null;
  dealerPhone: string | null;
  teamName: string | null;
  customerName: string;
  /** The quote's total and the deposit asked, cents (0: none). */
  totalCents: number;
  depositCents: number;
  /** The last day the prices hold, `YYYY-MM-DD`. */
  validUntil: string;
  /** The customer's link to the quote page (its token hidden in the outbox). */
  url: string;
  /**
   * The link that opens the quote's locker on any device (`.../locker?open=<code>`), absolute;
   * null when the quote has no project page.
   */
  lockerUrl?: string | null;
}

/**
 * The "quote sent" notice goes to the quote's contact, with the link to the quote page where they
 * accept it. Subject `Your quote: {team} from {dealer}`.
 */
export function quoteSentMessage(f: QuoteSentFacts): NoticeMessage {
  const team = oneLine(f.teamName ?? 'your order');
  const dealer = oneLine(f.dealerName);
  const contact = [f.dealerEmail, f.dealerPhone].filter(Boolean).map((v) => oneLine(v!));
  const subject = `Your quote: ${team} from ${dealer}`;
  const amount =
    `Total ${formatCents(f.totalCents)}` + (f.depositCents > 0 ? `, deposit ${formatCents(f.depositCents)}` : '') + '.';
  const ask = `Please review it and accept it by ${f.validUntil}.`;
  const text = [
    `Hello ${oneLine(f.customerName)},`,
    '',
    `${dealer} sent you a quote for ${team}. ${amount}`,
    ask,
    `Open the quote: ${f.url}`,
    ...(f.lockerUrl ? ['', `Open your locker on any device: ${f.lockerUrl}`] : []),
    ...(contact.length ? ['', `Questions? ${dealer}: ${contact.join(', ')}`] : []),
  ].join('\n');
  const html = htmlPage(
    `Your quote: ${team}`,
    [
      `Hello ${escapeHtml(oneLine(f.customerName))},`,
      `<strong>${escapeHtml(dealer)}</strong> sent you a quote for <strong>${escapeHtml(team)}</strong>. ${escapeHtml(amount)}`,
      escapeHtml(ask),
      ...(f.lockerUrl ? [`<a href="${escapeHtml(f.lockerUrl)}">Open your locker on any device</a>`] : []),
      ...(contact.length ? [`Questions? ${escapeHtml(dealer)}: ${contact.map(escapeHtml).join(', ')}`] : []),
    ],
    { href: f.url, label: 'Open the quote' },
  );
  return { subject, text, html };
}

/** What the dealer's notice of a customer's decision on a proof says. */
export interface ProofDecidedFacts {
  dealerName: string;
  teamName: string | null;
  productName: string;
  version: number;
  /** The quote's contact. */
  customerName: string;
  /** Approved: the typed name; changes: the comment. */
  decision: { approved: true; approverName: string } | { approved: false; comment: string };
  /** The quote's page in the dashboard, absolute. */
  quoteUrl: string;
}

/**
 * The "proof approved" and "changes asked" notices go to the dealer. Subjects `Proof
 * approved: {product} v{n} ({team})` and `Changes asked: {product} v{n} ({team})`.
 */
export function proofDecidedMessage(f: ProofDecidedFacts): NoticeMessage {
  const team = oneLine(f.teamName ?? 'a quote');
  const product = `${oneLine(f.productName)} v${f.version}`;
  const d = f.decision;
  const subject = `${d.approved ? 'Proof approved' : 'Changes asked'}: ${product} (${team})`;
  const said = d.approved
    ? `${oneLine(d.approverName)} approved the proof of ${product} for ${team}.`
    : `${oneLine(f.customerName)} asked for changes to the proof of ${product} for ${team}.`;
  const next = d.approved
    ? 'The item is frozen as approved: a change to it withdraws the approval.'
    : 'Open the item from the quote, change it, and send a new version of the proof.';
  const text = [
    `Hello ${oneLine(f.dealerName)},`,
    '',
    said,
    ...(d.approved ? [] : ['', 'Their comment:', d.comment.trim()]),
    '',
    next,
    `Open the quote: ${f.quoteUrl}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `Hello ${escapeHtml(oneLine(f.dealerName))},`,
      escapeHtml(said),
      ...(d.approved ? [] : [`Their comment:<br>${escapeHtml(d.comment.trim()).replace(/\r?\n/g, '<br>')}`]),
      escapeHtml(next),
    ],
    { href: f.quoteUrl, label: 'Open the quote' },
  );
  return { subject, text, html };
}

/** What the "order placed" notices say. Money in cents (USD). */
export interface OrderPlacedFacts {
  dealerName: string;
  dealerEmail: string | null;
  dealerPhone: string | null;
  teamName: string | null;
  customerName: string;
  /** `TAS-000123`. */
  orderNumber: string;
  /** Each product with its garments and, when approved, its proof version. */
  lines: { productName: string; quantity: number; proofVersion: number | null }[];
  totalCents: number;
  /** For the dealer's notice: the order's page in the dashboard, absolute. */
  orderUrl: string;
}

const linesText = (lines: OrderPlacedFacts['lines']) =>
  lines.map(
    (l) =>
      `${oneLine(l.productName)}: ${plural(l.quantity, 'piece')}${l.proofVersion != null ? `, proof v${l.proofVersion}` : ''}`,
  );

/**
 * The "order placed" notice to the customer: the order's number, what goes into
 * production (products, pieces, approved proof versions), the total, and whom to ask. Subject
 * `Your order {number} with {dealer}`. No dashboard link.
 */
export function orderPlacedCustomerMessage(f: OrderPlacedFacts): NoticeMessage {
  const dealer = oneLine(f.dealerName);
  const team = oneLine(f.teamName ?? 'your team');
  const subject = `Your order ${f.orderNumber} with ${dealer}`;
  const contact = [f.dealerEmail, f.dealerPhone].filter(Boolean).map((v) => oneLine(v!));
  const lines = linesText(f.lines);
  const text = [
    `Hello ${oneLine(f.customerName)},`,
    '',
    `${dealer} placed order ${f.orderNumber} for ${team}, ${formatCents(f.totalCents)}:`,
    ...lines.map((l) => `- ${l}`),
    '',
    'It goes into production as approved.',
    ...(contact.length ? [`Questions? ${dealer}: ${contact.join(', ')}`] : []),
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `Hello ${escapeHtml(oneLine(f.customerName))},`,
      `<strong>${escapeHtml(dealer)}</strong> placed order <strong>${escapeHtml(f.orderNumber)}</strong> for ${escapeHtml(team)}, ${escapeHtml(formatCents(f.totalCents))}:<br>` +
        lines.map(escapeHtml).join('<br>'),
      'It goes into production as approved.',
      ...(contact.length ? [`Questions? ${escapeHtml(dealer)}: ${contact.map(escapeHtml).join(', ')}`] : []),
    ],
    null,
  );
  return { subject, text, html };
}

/**
 * The "order placed" notice to the dealer: the order's number, team, customer,
 * products and total, with the order's page. Subject `Order placed: {number} ({team}, {total})`.
 */
export function orderPlacedDealerMessage(f: OrderPlacedFacts): NoticeMessage {
  const team = oneLine(f.teamName ?? 'a quote');
  const subject = `Order placed: ${f.orderNumber} (${team}, ${formatCents(f.totalCents)})`;
  const lines = linesText(f.lines);
  const text = [
    `Hello ${oneLine(f.dealerName)},`,
    '',
    `Order ${f.orderNumber} for ${team} (${oneLine(f.customerName)}) was placed, ${formatCents(f.totalCents)}:`,
    ...lines.map((l) => `- ${l}`),
    '',
    `Open the order: ${f.orderUrl}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `Hello ${escapeHtml(oneLine(f.dealerName))},`,
      `Order <strong>${escapeHtml(f.orderNumber)}</strong> for ${escapeHtml(team)} (${escapeHtml(oneLine(f.customerName))}) was placed, ${escapeHtml(formatCents(f.totalCents))}:<br>` +
        lines.map(escapeHtml).join('<br>'),
    ],
    { href: f.orderUrl, label: 'Open the order' },
  );
  return { subject, text, html };
}

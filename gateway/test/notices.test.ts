/**
 * Notices by email, over HTTP with a real SMTP server (smtp-server)
 * started here: a quote request emails the dealer once, with the team, the contact, the total
 * and the quote's link, escaped in the HTML; a server that drops or refuses the connection or
 * refuses the recipient leaves the notice QUEUED with the reason, and the retry delivers it; without
 * SMTP_URL the notice is HELD in the outbox and listed to its dealer only; a request that fails
 * keeps no notice.
 */
import { connect, createServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

const CONTACT = {
  name: 'Pat <b>Coach</b>',
  email: 'pat@school.example',
  phone: '555-0100',
  organization: 'Hawks Booster Club',
  message: 'For the spring season\nDelivery before March',
};

/** What the test's SMTP server does with the next connection or recipient. */
type Mood = 'accept' | 'drop-connection' | 'refuse-connection' | 'refuse-recipient';

/**
 * An SMTP server on a free port of 127.0.0.1 that keeps what it accepts, parsed; in front of it
 * a TCP relay (the gateway's SMTP_URL) that can drop a connection before the server greets.
 */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const envelopes: { from: string; to: string[] }[] = [];
  let mood: Mood = 'accept';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (mood === 'refuse-connection')
        return callback(Object.assign(new Error('Too busy, come back later'), { responseCode: 421 }));
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (mood === 'refuse-recipient')
        return callback(Object.assign(new Error(`Mailbox ${address.address} busy`), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          envelopes.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    if (mood === 'drop-connection') return void client.destroy();
    const upstream = connect(port, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(relay.address() as { port: number }).port}`,
    received,
    envelopes,
    setMood(m: Mood) {
      mood = m;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `fn` every 100 ms until `ok` holds (or 60 s pass), then answers the last value (60 s: the retries back off 1, 2, 4 and 8 s). */
async function poll<T>(fn: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const until = Date.now() + 60_000;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The value of `mail`'s header `name` (lower case) as sent, or undefined. */
function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((l) => l.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** The unsubscribe link at the end of `mail`'s text. */
function unsubscribeLinkOf(mail: ParsedMail): string {
  return /Unsubscribe from these emails \(order receipts still come\): (\S+)$/.exec(mail.text ?? '')?.[1] ?? '';
}

/** The tables (any schema: the app's and pg-boss's) with a row whose text holds `needle`. */
async function tablesHolding(h: Harness, needle: string): Promise<string[]> {
  const db = h.built.database.db;
  const tables = await sql<{ s: string; t: string }>`select table_schema as s, table_name as t
    from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(db);
  const found: string[] = [];
  for (const { s, t } of tables.rows) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${s}.${t}`)} as x
      where x::text like ${`%${needle}%`}`.execute(db);
    if (Number(r.rows[0]!.n) > 0) found.push(`${s}.${t}`);
  }
  return found;
}

const NOTICE_FIELDS = 'id event recipient subject text status attempts lastError createdAt sentAt';

async function noticesOf(h: Harness, token: string) {
  const r = await h.gql(`{ notices(first: 100) { totalCount nodes { ${NOTICE_FIELDS} } } }`, {}, token);
  expect(r.errors).toBeUndefined();
  return r.data.notices as { totalCount: number; nodes: Record<string, any>[] };
}

/** A snapsheet of `token`'s dealer (team Hawks) with a jersey in its locker: 2 x L and 1 x M. */
async function lockerWithItem(h: Harness, token: string): Promise<string> {
  const products = await h.gql(`{ products(first: 100) { nodes { styleId garment { id } } } }`);
  const styleId = products.data.products.nodes.find(
    (p: { garment: { id: string } }) => p.garment.id === 'jersey-crew',
  ).styleId;
  const created = await h.gql(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { title: 'Spring Uniforms', teamName: 'Hawks', colorIds: ['19', '13', '25'] } },
    token,
  );
  const saved = await h.gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
    input: { styleId, colorIds: ['19', '13', '25'], decorations: [] },
  });
  const added = await h.gql(`mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`, {
    input: {
      projectType: 'SNAPSHEET',
      projectId: created.data.createSnapsheet.id,
      configurationShortId: saved.data.saveConfiguration.shortId,
      sizeLines: [
        { size: 'L', quantity: 2 },
        { size: 'M', quantity: 1 },
      ],
    },
  });
  expect(added.errors).toBeUndefined();
  return added.data.addToLocker.code as string;
}

async function requestQuote(h: Harness, code: string, contact = CONTACT) {
  const r = await h.gql(
    `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id totalCents } }`,
    { code, contact },
  );
  expect(r.errors).toBeUndefined();
  return r.data.requestQuote as { id: string; totalCents: number };
}

describe('notices through an SMTP server', () => {
  let h: Harness;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startHarness({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Studio Notices <notices@studio.example>',
        NOTICE_RETRY_DELAY_SECONDS: '1',
        NOTICE_RETRY_LIMIT: '5',
      },
    });
    ({ token } = await h.signIn('MAIL01'));
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it('a quote request emails the dealer once: team, contact, total and the link, escaped in the HTML', async () => {
    const quote = await requestQuote(h, await lockerWithItem(h, token));
    const list = await poll(
      () => noticesOf(h, token),
      (l) => l.nodes[0]?.status === 'SENT',
    );
    expect(list.totalCount).toBe(1);
    const notice = list.nodes[0]!;
    const total = `$${(quote.totalCents / 100).toFixed(2)}`;
    expect(notice).toMatchObject({
      event: 'QUOTE_REQUESTED',
      recipient: 'mail01@example.com',
      subject: `Quote requested: Hawks (3 pieces, ${total})`,
      status: 'SENT',
      attempts: 1,
      lastError: null,
    });
    expect(notice.sentAt).not.toBeNull();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.envelopes[0]).toEqual({ from: 'notices@studio.example', to: ['mail01@example.com'] });
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe(`Quote requested: Hawks (3 pieces, ${total})`);
    expect(mail.from?.text).toBe('"Studio Notices" <notices@studio.example>');
    expect(mail.messageId).toMatch(/^<notice-\d+\.\d+@127\.0\.0\.1>$/);
    const link = `${h.built.config.publicUrl}/dashboard/quotes/${quote.id}`;
    const unsubscribe = unsubscribeLinkOf(mail);
    expect(unsubscribe).toMatch(new RegExp(`^${h.built.config.publicUrl}/unsubscribe/tun_[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toBe(
      [
        'Hello MAIL01 Sports,',
        '',
        `Pat <b>Coach</b> (Hawks Booster Club) asked for a quote for Hawks (Spring Uniforms): 1 product, 3 pieces, ${total}.`,
        'Email: pat@school.example',
        'Phone: 555-0100',
        '',
        'Their message:',
        'For the spring season\nDelivery before March',
        '',
        `Open the quote: ${link}`,
        '',
        'The locker stays locked until you unlock it or convert the quote to an order.',
        '',
        '--',
        `Unsubscribe from these emails (order receipts still come): ${unsubscribe}`,
      ].join('\n'),
    );
    // RFC 8058 one-click unsubscribing, with the link of the body.
    expect(headerOf(mail, 'list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The outbox shows the email without its unsubscribe token.
    expect(notice.text).toBe(mail.text!.replace(unsubscribe, `${h.built.config.publicUrl}/unsubscribe/[hidden]`));
    const html = String(mail.html);
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain('<strong>Pat &lt;b&gt;Coach&lt;/b&gt; (Hawks Booster Club)</strong>');
    expect(html).not.toContain('<b>Coach</b>');
    expect(html).toContain('For the spring season<br>Delivery before March');

    // The job is done: nothing is sent again.
    const again = await noticesOf(h, token);
    expect(again.nodes[0]!.attempts).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('proofs email the customer their link, and the customer’s answers email the dealer', async () => {
    const quote = await requestQuote(h, await lockerWithItem(h, token));
    await poll(
      () => noticesOf(h, token),
      (l) => l.nodes.every((n) => n.status === 'SENT'),
    );
    const before = smtp.received.length;
    const sent = await h.gql(
      `mutation($id: ID!) { sendProofs(quoteId: $id) { url proofs { id version configuration { product { name } } } } }`,
      { id: quote.id },
      token,
    );
    expect(sent.errors).toBeUndefined();
    const { url, proofs } = sent.data.sendProofs;
    const product = proofs[0].configuration.product.name as string;
    await poll(
      async () => smtp.received.length,
      (n) => n > before,
    );
    const toCustomer = smtp.received[before]!;
    expect(smtp.envelopes[before]).toEqual({ from: 'notices@studio.example', to: ['pat@school.example'] });
    expect(toCustomer.subject).toBe('Proofs to approve: Hawks from MAIL01 Sports');
    expect(toCustomer.text).toContain(`${product} (version 1)`);
    expect(toCustomer.text).toContain(`Open the proofs: ${url}`);
    expect(String(toCustomer.html)).toContain(`<a href="${url}"`);
    expect(String(toCustomer.html)).toContain('Hello Pat &lt;b&gt;Coach&lt;/b&gt;,');
    // No price reaches the customer's email.
    expect(toCustomer.text).not.toMatch(/\$\d/);

    const token2 = url.split('/').at(-1);
    const asked = await h.gql(
      `mutation($t: String!, $p: ID!) { requestProofChanges(token: $t, proofId: $p, comment: "Numbers <bigger>, please") { status } }`,
      { t: token2, p: proofs[0].id },
    );
    expect(asked.data.requestProofChanges.status).toBe('CHANGES_REQUESTED');
    await poll(
      async () => smtp.received.length,
      (n) => n > before + 1,
    );
    const toDealer = smtp.received[before + 1]!;
    expect(smtp.envelopes[before + 1]!.to).toEqual(['mail01@example.com']);
    expect(toDealer.subject).toBe(`Changes asked: ${product} v1 (Hawks)`);
    expect(toDealer.text).toContain('Numbers <bigger>, please');
    expect(toDealer.text).toContain(`Open the quote: ${h.built.config.publicUrl}/dashboard/quotes/${quote.id}`);
    expect(String(toDealer.html)).toContain('Numbers &lt;bigger&gt;, please');

    // Version 2 is approved, and the order emails the customer and the dealer.
    const again = await h.gql(
      `mutation($id: ID!) { sendProofs(quoteId: $id) { url proofs { id } } }`,
      { id: quote.id },
      token,
    );
    const approved = await h.gql(
      `mutation($t: String!, $p: ID!) { approveProof(token: $t, proofId: $p, approverName: "Pat Coach", agreed: true) { version } }`,
      { t: again.data.sendProofs.url.split('/').at(-1), p: again.data.sendProofs.proofs[0].id },
    );
    expect(approved.data.approveProof.version).toBe(2);
    // The customer accepts the quote before it becomes an order.
    const quoteLink = await h.gql(`mutation($id: ID!) { sendQuote(id: $id) { url emailed } }`, { id: quote.id }, token);
    // With an SMTP server the quote is emailed (without one, sendQuote says it was not).
    expect(quoteLink.data.sendQuote.emailed).toBe(true);
    expect(
      (
        await h.gql(`mutation($t: String!) { acceptQuote(token: $t, name: "Pat Coach", agreed: true) { id } }`, {
          t: quoteLink.data.sendQuote.url.split('/').at(-1),
        })
      ).errors,
    ).toBeUndefined();
    const order = await h.gql(
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id number } }`,
      { id: quote.id },
      token,
    );
    expect(order.errors).toBeUndefined();
    const { id: orderId, number } = order.data.convertQuoteToOrder;
    await poll(
      async () => smtp.received.length,
      (n) => n >= before + 7,
    );
    const mails = smtp.received.slice(before + 2).map((m, i) => ({
      to: smtp.envelopes[before + 2 + i]!.to,
      subject: m.subject ?? '',
      text: m.text ?? '',
    }));
    expect(mails.map(({ to, subject }) => ({ to, subject }))).toEqual(
      expect.arrayContaining([
        { to: ['pat@school.example'], subject: 'Proofs to approve: Hawks from MAIL01 Sports' },
        { to: ['mail01@example.com'], subject: `Proof approved: ${product} v2 (Hawks)` },
        { to: ['pat@school.example'], subject: 'Your quote: Hawks from MAIL01 Sports' },
        { to: ['pat@school.example'], subject: `Your order ${number} with MAIL01 Sports` },
        {
          to: ['mail01@example.com'],
          subject: `Order placed: ${number} (Hawks, $${(quote.totalCents / 100).toFixed(2)})`,
        },
      ]),
    );
    const placed = mails.find((m) => m.subject?.startsWith('Your order'))!;
    expect(placed.text).toContain(`- ${product}: 3 pieces, proof v2`);
    expect(placed.text).not.toContain('/dashboard/');
    const forDealer = mails.find((m) => m.subject?.startsWith('Order placed'))!;
    expect(forDealer.text).toContain(`Open the order: ${h.built.config.publicUrl}/dashboard/orders/${orderId}`);
  });

  it('a dropped connection, a refused one, then a refused recipient leave the notice QUEUED with the reason; the retry delivers it once', async () => {
    const before = smtp.received.length;
    smtp.setMood('drop-connection');
    await requestQuote(h, await lockerWithItem(h, token));
    const attempt = async (n: number) => {
      const list = await poll(
        () => noticesOf(h, token),
        (l) => l.nodes[0]!.attempts >= n,
      );
      expect(list.nodes[0]).toMatchObject({ status: 'QUEUED', attempts: n, sentAt: null });
      return list.nodes[0]!.lastError as string;
    };
    expect(await attempt(1)).toMatch(/ECONNECTION|Connection closed/i);
    smtp.setMood('refuse-connection');
    expect(await attempt(2)).toMatch(/^421 .*Too busy, come back later/);
    smtp.setMood('refuse-recipient');
    expect(await attempt(3)).toMatch(/^451 .*Mailbox mail01@example\.com busy/);
    expect(smtp.received).toHaveLength(before);

    smtp.setMood('accept');
    const sent = await poll(
      () => noticesOf(h, token),
      (l) => l.nodes[0]!.status === 'SENT',
    );
    expect(sent.nodes[0]).toMatchObject({ status: 'SENT', attempts: 4, lastError: null });
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received[before]!.subject).toBe(sent.nodes[0]!.subject);
  });

  it('a quote request that fails keeps no notice', async () => {
    const code = await lockerWithItem(h, token);
    await requestQuote(h, code);
    const count = (
      await poll(
        () => noticesOf(h, token),
        (l) => l.nodes.every((n) => n.status === 'SENT'),
      )
    ).totalCount;
    // The locker is locked by the first request: the second is refused, its notice rolled back.
    const second = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
      { code, contact: CONTACT },
    );
    expect(errorOf(second)?.code).toBe('CONFLICT');
    expect((await noticesOf(h, token)).totalCount).toBe(count);
    expect((await h.gql(`{ noticesDelivered }`, {}, token)).data).toEqual({ noticesDelivered: true });
  });

  it('tells the customer and the dealer that the emails go', async () => {
    const code = await lockerWithItem(h, token);
    const requested = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id emailsDelivered } }`,
      { code, contact: CONTACT },
    );
    expect(requested.errors).toBeUndefined();
    expect(requested.data.requestQuote.emailsDelivered).toBe(true);
    const before = smtp.received.length;
    const sent = await h.gql(
      `mutation($id: ID!) { sendProofs(quoteId: $id) { emailed } }`,
      { id: requested.data.requestQuote.id },
      token,
    );
    expect(sent.data).toEqual({ sendProofs: { emailed: true } });
    // The proof email links the locker, which opens by its code on another device (a fresh key).
    await noneWaiting();
    const mail = smtp.received.slice(before).find((m) => m.subject?.startsWith('Proofs to approve'))!;
    const link = new RegExp(
      `Open your locker on any device: \\S+/snapsheets/MAIL01/[A-Za-z0-9_-]{16}/locker\\?open=${code}\n`,
    );
    expect(mail.text).toMatch(link);
    const opened = await h.gql(`mutation($c: String!) { openLocker(code: $c) { code } }`, { c: code }, undefined, {
      'x-visitor-key': 'notices-phone-key-0001',
    });
    expect(opened.data).toEqual({ openLocker: { code } });
    // The quote email links the locker the same way, in its text and its HTML.
    const before2 = smtp.received.length;
    const quoted = await h.gql(
      `mutation($id: ID!) { sendQuote(id: $id) { emailed } }`,
      { id: requested.data.requestQuote.id },
      token,
    );
    expect(quoted.data).toEqual({ sendQuote: { emailed: true } });
    await noneWaiting();
    const quoteMail = smtp.received.slice(before2).find((m) => m.subject === 'Your quote: Hawks from MAIL01 Sports')!;
    const lockerUrl = link.exec(mail.text!)![0].slice('Open your locker on any device: '.length, -1);
    expect(lockerUrl).toMatch(new RegExp(`/locker\\?open=${code}$`));
    expect(quoteMail.text).toContain(`\n\nOpen your locker on any device: ${lockerUrl}\n`);
    expect(String(quoteMail.html)).toContain(`<a href="${lockerUrl}">Open your locker on any device</a>`);
    // The outbox keeps no locker code once the emails went.
    const kept = await noticesOf(h, token);
    expect(kept.nodes.filter((n) => n.text.includes(code))).toEqual([]);
    expect(kept.nodes.find((n) => n.event === 'QUOTE_SENT')!.text).toContain(
      `Open your locker on any device: ${lockerUrl.replace(code, '[hidden]')}\n`,
    );
  });

  const sendProofs = async (quoteId: string) => {
    const r = await h.gql(
      `mutation($id: ID!) { sendProofs(quoteId: $id) { url emailed proofs { id } } }`,
      { id: quoteId },
      token,
    );
    expect(r.errors).toBeUndefined();
    return r.data.sendProofs as { url: string; emailed: boolean; proofs: { id: string }[] };
  };
  /** Polls until no notice waits for delivery (each SENT, or SUPPRESSED). */
  const noneWaiting = () =>
    poll(
      () => noticesOf(h, token),
      (l) => l.nodes.every((n) => n.status !== 'QUEUED'),
    );

  it('keeps no token once the proofs are sent: no row of the database holds the link’s or the unsubscribe token', async () => {
    const quote = await requestQuote(h, await lockerWithItem(h, token), { ...CONTACT, email: 'sam@club.example' });
    await noneWaiting();
    const before = smtp.received.length;
    const { url } = await sendProofs(quote.id);
    const proofToken = url.slice(url.lastIndexOf('/') + 1);
    await noneWaiting();
    const mail = smtp.received[before]!;
    // The email carried both...
    expect(mail.text).toContain(`Open the proofs: ${url}`);
    const unsubscribe = unsubscribeLinkOf(mail);
    const unsubscribeToken = unsubscribe.slice(unsubscribe.lastIndexOf('/') + 1);
    expect(unsubscribeToken).toMatch(/^tun_[A-Za-z0-9_-]{43}$/);
    // ...and the database keeps neither (the outbox shows the email without them).
    expect(await tablesHolding(h, proofToken)).toEqual([]);
    expect(await tablesHolding(h, unsubscribeToken)).toEqual([]);
    const [notice] = (await noticesOf(h, token)).nodes;
    expect(notice).toMatchObject({ event: 'PROOF_SENT', status: 'SENT' });
    expect(notice!.text).toContain(`Open the proofs: ${h.built.config.publicUrl}/proofs/[hidden]\n`);
    expect(notice!.text).toContain(`${h.built.config.publicUrl}/unsubscribe/[hidden]`);
  });

  it('unsubscribes with one click: later notices to the address are SUPPRESSED, not sent; its receipts still go', async () => {
    const robin = 'Robin@Club.example';
    const quote = await requestQuote(h, await lockerWithItem(h, token), { ...CONTACT, email: robin });
    await noneWaiting();
    let before = smtp.received.length;
    await sendProofs(quote.id);
    await noneWaiting();
    const link = unsubscribeLinkOf(smtp.received[before]!);

    // Opening the link asks first: a scanner that follows links unsubscribes nobody.
    const asked = await fetch(link);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(asked.headers.get('referrer-policy')).toBe('no-referrer');
    const form = await asked.text();
    expect(form).toContain('<h1 style="font-size:22px;margin:0 0 12px">Unsubscribe from these emails?</h1>');
    expect(form).toContain('<strong>R•••@Club.example</strong>');
    expect(form).toContain('<form method="post">');

    // A proof email waiting for its delivery (the server refuses it for now)...
    smtp.setMood('refuse-connection');
    before = smtp.received.length;
    await sendProofs(quote.id);
    await poll(
      () => noticesOf(h, token),
      (l) => l.nodes[0]!.attempts >= 1,
    );
    // ...then the one click of a mail client (RFC 8058).
    const clicked = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain(
      'Team Apparel Studio will not email <strong>R•••@Club.example</strong> again',
    );
    smtp.setMood('accept');
    const waited = await poll(
      () => noticesOf(h, token),
      (l) => l.nodes[0]!.status !== 'QUEUED',
    );
    const suppressed = {
      event: 'PROOF_SENT',
      recipient: robin,
      status: 'SUPPRESSED',
      lastError: 'Not sent: the recipient unsubscribed from these emails',
      sentAt: null,
    };
    expect(waited.nodes[0]).toMatchObject({ ...suppressed, attempts: 1 });

    // A new one is kept SUPPRESSED at once (any case of the address), shown to the dealer.
    // The dealer is not told it was emailed: they give the link by hand.
    const third = await sendProofs(quote.id);
    expect(third.emailed).toBe(false);
    expect((await noticesOf(h, token)).nodes[0]).toMatchObject({ ...suppressed, attempts: 0 });

    // The receipt of the order still goes.
    const approved = await h.gql(
      `mutation($t: String!, $p: ID!) { approveProof(token: $t, proofId: $p, approverName: "Robin Coach", agreed: true) { version } }`,
      { t: third.url.slice(third.url.lastIndexOf('/') + 1), p: third.proofs[0]!.id },
    );
    expect(approved.errors).toBeUndefined();
    // The customer accepts the quote before it becomes an order.
    const quoteLink = await h.gql(`mutation($id: ID!) { sendQuote(id: $id) { url emailed } }`, { id: quote.id }, token);
    expect(quoteLink.data.sendQuote.emailed).toBe(false);
    expect((await noticesOf(h, token)).nodes[0]).toMatchObject({ ...suppressed, event: 'QUOTE_SENT', attempts: 0 });
    expect(
      (
        await h.gql(`mutation($t: String!) { acceptQuote(token: $t, name: "Pat Coach", agreed: true) { id } }`, {
          t: quoteLink.data.sendQuote.url.split('/').at(-1),
        })
      ).errors,
    ).toBeUndefined();
    const order = await h.gql(
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { number } }`,
      { id: quote.id },
      token,
    );
    expect(order.errors).toBeUndefined();
    await noneWaiting();
    const toRobin = smtp.received
      .map((mail, i) => ({ mail, to: smtp.envelopes[i]!.to }))
      .slice(before)
      .filter((m) => m.to.some((a) => a.toLowerCase() === robin.toLowerCase()))
      .map((m) => m.mail);
    expect(toRobin.map((m) => m.subject)).toEqual([
      `Your order ${order.data.convertQuoteToOrder.number} with MAIL01 Sports`,
    ]);
    // A receipt carries no unsubscribe link.
    expect(headerOf(toRobin[0]!, 'list-unsubscribe')).toBeUndefined();
    expect(toRobin[0]!.text).not.toContain('nsubscribe');

    // A link that is not one answers 404, to a look and to a click.
    for (const method of ['GET', 'POST']) {
      const res = await fetch(`${h.url}/unsubscribe/tun_${'x'.repeat(43)}`, { method });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This unsubscribe link is not valid');
    }
  });
});

describe('notices without an SMTP server', () => {
  let h: Harness;
  let token: string;
  let other: string;

  beforeAll(async () => {
    h = await startHarness();
    ({ token } = await h.signIn('HELD01'));
    ({ token: other } = await h.signIn('HELD02'));
  });
  afterAll(async () => h?.close());

  it('keeps the notice HELD in the outbox, listed to its dealer only', async () => {
    const quote = await requestQuote(h, await lockerWithItem(h, token));
    const list = await noticesOf(h, token);
    expect(list.totalCount).toBe(1);
    expect(list.nodes[0]).toMatchObject({
      event: 'QUOTE_REQUESTED',
      recipient: 'held01@example.com',
      status: 'HELD',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(list.nodes[0]!.text).toContain(`/dashboard/quotes/${quote.id}\n`);
    expect((await h.gql(`{ noticesDelivered }`, {}, token)).data).toEqual({ noticesDelivered: false });

    expect(await noticesOf(h, other)).toEqual({ totalCount: 0, nodes: [] });
    const visitor = await h.gql(`{ notices { totalCount } }`);
    expect(errorOf(visitor)?.code).toBe('UNAUTHENTICATED');
  });

  it('tells the customer and the dealer that no email goes', async () => {
    const code = await lockerWithItem(h, token);
    // The customer's answer (a visitor): its confirmation must not promise an email.
    const requested = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id emailsDelivered } }`,
      { code, contact: CONTACT },
    );
    expect(requested.errors).toBeUndefined();
    expect(requested.data.requestQuote.emailsDelivered).toBe(false);
    // The dealer sending proofs is told to give the link themselves.
    const sent = await h.gql(
      `mutation($id: ID!) { sendProofs(quoteId: $id) { url emailed } }`,
      { id: requested.data.requestQuote.id },
      token,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendProofs.emailed).toBe(false);
    expect(sent.data.sendProofs.url).toMatch(/\/proofs\/tpp_[A-Za-z0-9_-]{43}$/);
    const quote = await h.gql(
      `query($id: ID!) { quote(id: $id) { emailsDelivered } }`,
      { id: requested.data.requestQuote.id },
      token,
    );
    expect(quote.data).toEqual({ quote: { emailsDelivered: false } });
  });
});

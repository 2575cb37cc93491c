/**
 * Notices by email (issue 18, section 3), over HTTP with a real SMTP server (smtp-server)
 * started here: a quote request emails the dealer once, with the team, the contact, the total
 * and the quote's link, escaped in the HTML; a server that drops or refuses the connection or
 * refuses the recipient leaves the notice QUEUED with the reason, and the retry delivers it; without
 * SMTP_URL the notice is HELD in the outbox and listed to its dealer only; a request that fails
 * keeps no notice.
 */
import { connect, createServer, type Socket } from 'node:net';
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

async function requestQuote(h: Harness, code: string) {
  const r = await h.gql(
    `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id totalCents } }`,
    { code, contact: CONTACT },
  );
  expect(r.errors).toBeUndefined();
  return r.data.requestQuote as { id: string; totalCents: number };
}

describe('notices through an SMTP server (issue 18, section 3)', () => {
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
      ].join('\n'),
    );
    expect(notice.text).toBe(mail.text);
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
    const order = await h.gql(
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id number } }`,
      { id: quote.id },
      token,
    );
    expect(order.errors).toBeUndefined();
    const { id: orderId, number } = order.data.convertQuoteToOrder;
    await poll(
      async () => smtp.received.length,
      (n) => n >= before + 6,
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
        { to: ['pat@school.example'], subject: `Your order ${number} with MAIL01 Sports` },
        {
          to: ['mail01@example.com'],
          subject: `Order placed: ${number} (Hawks, $${(quote.totalCents / 100).toFixed(2)})`,
        },
      ]),
    );
    const placed = mails.find((m) => m.subject.startsWith('Your order'))!;
    expect(placed.text).toContain(`- ${product}: 3 pieces, proof v2`);
    expect(placed.text).not.toContain('/dashboard/');
    const forDealer = mails.find((m) => m.subject.startsWith('Order placed'))!;
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
});

describe('notices without an SMTP server (issue 18, section 3)', () => {
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
});

/**
 * The demo data the screenshots show, made through the screenshot gateway's API: the demo
 * projects' public ids, a day's activity (lockers, quotes, proofs, an order) and the snapsheets
 * of the editing screens.
 */
import { VISITOR_KEYS } from './screenshots-screens.mjs';

/** The API calls of the screenshots against the gateway at `publicUrl`. */
export function demoData(publicUrl) {
  /** POSTs a GraphQL operation to the screenshot gateway; throws on errors. */
  async function gql(query, variables, token, visitorKey) {
    const res = await fetch(`${publicUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(visitorKey ? { 'x-visitor-key': visitorKey } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  /** The public ids of the demo snapsheet and the demo playbook, from the dealer's own lists. */
  async function demoProjectIds(token) {
    const list = async (type, title) => {
      const query = `query($type: ProjectType!) { projects(type: $type, first: 100) { nodes { id title } } }`;
      const data = await gql(query, { type }, token);
      const project = data.projects.nodes.find((p) => p.title === title);
      if (!project) throw new Error(`The demo ${type.toLowerCase()} '${title}' is missing`);
      return project.id;
    };
    return {
      snapsheetId: await list('SNAPSHEET', 'Central High Basketball'),
      playbookId: await list('PLAYBOOK', 'Riverside Fall Catalog'),
    };
  }

  /**
   * A day's activity on the demo data, so the locker, quote and order screens show content: two
   * customers, each in a browser of their own (visitor key), save a jersey to their own locker of
   * the demo snapsheet with a roster and request a quote; the second request is converted to an
   * order once its proofs are approved; the first quote's proofs wait for the customer. Returns the
   * open quote's id and its proof link's token.
   */
  async function demoActivity(token, projectId) {
    const quoteIds = [];
    for (const [i, [name, lines]] of [
      [
        'Coach Dana Reyes',
        [
          ['M', 3, 'Ortiz', '12'],
          ['L', 4, 'Nguyen', '7'],
          ['XL', 2, 'Baker', '33'],
        ],
      ],
      ['Pat Morgan', [['L', 10, '', '']]],
    ].entries()) {
      const visitorKey = VISITOR_KEYS[i];
      const saved = await gql(
        `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
        {
          input: { styleId: 'CG2100', colorIds: ['19', '13', '25'], decorations: [] },
        },
      );
      const locker = await gql(
        `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
        {
          input: {
            projectType: 'SNAPSHEET',
            projectId,
            configurationShortId: saved.saveConfiguration.shortId,
            sizeLines: lines.map(([size, quantity, playerName, playerNumber]) => ({
              size,
              quantity,
              ...(playerName ? { playerName, playerNumber } : {}),
            })),
          },
        },
        undefined,
        visitorKey,
      );
      const quote = await gql(
        `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
        {
          code: locker.addToLocker.code,
          contact: {
            name,
            email: `${name.split(' ').at(-1).toLowerCase()}@centralhigh.example`,
            phone: '(555) 010-4477',
            message: 'Can we have these before the season opener on the 14th?',
          },
        },
      );
      quoteIds.push(quote.requestQuote.id);
    }
    // Proofs: the first quote's proofs wait for the customer (the 'proofs' screen); the
    // second quote's are approved, then it becomes an order.
    const sendProofs = async (quoteId) => {
      const sent = await gql(
        `mutation($id: ID!) { sendProofs(quoteId: $id) { url proofs { id } } }`,
        { id: quoteId },
        token,
      );
      return { token: sent.sendProofs.url.split('/').at(-1), proofs: sent.sendProofs.proofs };
    };
    const waiting = await sendProofs(quoteIds[0]);
    const approved = await sendProofs(quoteIds[1]);
    for (const proof of approved.proofs)
      await gql(
        `mutation($t: String!, $p: ID!) { approveProof(token: $t, proofId: $p, approverName: "Pat Morgan", agreed: true) { id } }`,
        { t: approved.token, p: proof.id },
      );
    await gql(`mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`, { id: quoteIds[1] }, token);
    // A third customer's locker without a quote: their roster stays editable (CUSTOMER_SCREENS).
    const saved = await gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
      input: { styleId: 'CG2100', colorIds: ['19', '13', '25'], decorations: [] },
    });
    await gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId,
          configurationShortId: saved.saveConfiguration.shortId,
          sizeLines: [
            { size: 'M', quantity: 2, playerName: 'Lee', playerNumber: '5' },
            { size: 'L', quantity: 1, playerName: 'Okafor', playerNumber: '21' },
          ],
        },
      },
      undefined,
      VISITOR_KEYS[2],
    );
    return { quoteId: quoteIds[0], proofToken: waiting.token };
  }

  /**
   * Two snapsheets of the demo dealer for the editing screens: a copy of the demo template
   * (`editId`) and an empty one (`emptyId`, whose first uniform opens the uniform modal).
   */
  async function editingSnapsheets(token) {
    const { snapsheetTemplates } = await gql(`{ snapsheetTemplates { id title teamName colors { id } } }`);
    const template = snapsheetTemplates[0];
    if (!template) throw new Error('The demo snapsheet template is missing');
    const create = `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`;
    const copy = await gql(
      create,
      {
        input: {
          templateId: template.id,
          title: template.title,
          teamName: template.teamName,
          colorIds: template.colors.map((c) => c.id),
        },
      },
      token,
    );
    const empty = await gql(
      create,
      { input: { title: 'Varsity Uniforms', teamName: 'Central High', colorIds: ['19', '13', '25'] } },
      token,
    );
    return { editId: copy.createSnapsheet.id, emptyId: empty.createSnapsheet.id };
  }

  return { gql, demoProjectIds, demoActivity, editingSnapsheets };
}

/**
 * The load run's scenario snapsheet (scripts/bench-load.mjs): visitors of published snapsheets,
 * each ten times reading a snapsheet, saving a configuration, adding it to their own locker and
 * reading it.
 */

import {
  ADD_TO_LOCKER,
  createSnapsheet,
  decorationsFor,
  pickProducts,
  publishProject,
  SAVE_CONFIGURATION,
  signInDealer,
  SNAPSHEET_QUERY,
  VISITOR_LOCKER_QUERY,
} from '../bench-graphql.mjs';
import { runLoadChild } from './measure.mjs';

export const SNAPSHEET_STEPS = ['read snapsheet', 'save configuration', 'add to locker', 'read locker'];
export const LOCKER_ITEMS_PER_VISITOR = 10;

/** Scenario snapsheet: `projects` published snapsheets of one dealer, 6 products each. */
export const snapsheetScenario = {
  people: 'visitors',
  gateways: 1,
  proxy: false,
  describe: ({ projects, thinkMs }) =>
    `over ${projects} published snapsheets, ${thinkMs ? `${thinkMs} ms on average between steps (0.5x to 1.5x)` : 'no pause between steps'}`,
  generator: 'autocannon in a child process of its own, one connection per visitor',
  async setup({ gql, options }) {
    const { token, dealerCode } = await signInDealer(gql, 'LOAD01');
    const products = await pickProducts(gql, token, 6 + options.projects - 1);
    const projectIds = [];
    let firstPerson = 0;
    for (let i = 0; i < options.projects; i++) {
      const projectId = await createSnapsheet(gql, token, `Load Lions ${i + 1}`, products.slice(i, i + 6));
      const published = await publishProject(gql, token, projectId);
      if (!published.published) {
        if (!options.allowUnpublished)
          throw new Error(
            `stopped at the publish step: ${published.reason}. Visitors read only published snapsheets; ` +
              'run with --allow-unpublished to load the draft as the API of today allows',
          );
        console.log(`note: ${published.reason}; visitors load the unpublished snapsheet (--allow-unpublished)`);
      }
      projectIds.push(projectId);
    }
    return {
      async run(people, seconds) {
        const result = await runLoadChild('snapsheet', {
          flow: { dealerCode, projectIds },
          url: options.gatewayUrl,
          people,
          seconds,
          thinkMs: options.thinkMs,
          firstPerson,
        });
        firstPerson += result.people;
        return { result };
      },
    };
  },
};

/**
 * A snapsheet visitor's flow for `runPaced`: visitor n on `projectIds[n % projectIds.length]`,
 * SNAPSHEET_STEPS ten times over (ten items in one locker of their own, their `X-Visitor-Key`):
 * read the published snapsheet, save a configuration of one of its products, add it to the
 * locker, read the locker.
 */
export function snapsheetFlow({ dealerCode, projectIds }) {
  let sharedLockerReads = 0;
  return {
    steps: SNAPSHEET_STEPS.map((name) => ({ name })),
    sequence: Array.from({ length: LOCKER_ITEMS_PER_VISITOR }, () => SNAPSHEET_STEPS.map((_, i) => i)).flat(),
    documents: [SNAPSHEET_QUERY, SAVE_CONFIGURATION, ADD_TO_LOCKER, VISITOR_LOCKER_QUERY],
    begin(c) {
      c.projectId = projectIds[c.person % projectIds.length];
      c.items = 0;
    },
    variables: [
      (c) => ({ dealerCode, id: c.projectId }),
      (c) => ({
        input: {
          styleId: c.product.styleId,
          colorIds: c.colorIds,
          decorations: decorationsFor(c.product, Math.floor(Math.random() * 100)),
        },
      }),
      (c) => ({
        input: {
          projectType: 'SNAPSHEET',
          projectId: c.projectId,
          configurationShortId: c.shortId,
          sizeLines: [
            {
              size: c.product.baseSize,
              quantity: 1 + (c.person % 3),
              playerName: `Visitor ${c.person}`,
              playerNumber: '7',
            },
          ],
        },
      }),
      (c) => ({ code: c.code }),
    ],
    checks: [
      (data, c) => {
        if (!data.snapsheet) throw new Error('the snapsheet is not found');
        const placed = data.snapsheet.pages.flatMap((p) => p.products);
        c.product = placed[Math.floor(Math.random() * placed.length)].product;
        c.colorIds = data.snapsheet.colors.map((color) => color.id);
      },
      (data, c) => {
        c.shortId = data.saveConfiguration.shortId;
      },
      (data, c) => {
        c.code = data.addToLocker.code;
      },
      (data, c) => {
        if (!data.locker?.items.length) throw new Error('the visitor cannot read the locker they added to');
        // A locker of their own holds exactly what this visitor added to it.
        if (data.locker.items.length !== ++c.items) sharedLockerReads++;
      },
    ],
    failed() {},
    result: () => ({
      notes: sharedLockerReads ? [`${sharedLockerReads} locker reads held items other visitors added`] : [],
    }),
  };
}

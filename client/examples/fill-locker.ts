/**
 * Adds a product to a snapsheet and to its locker, then the locker item's roster from a CSV
 * (name, number, size, quantity): what a team's coach does on the shared page, from a script.
 * The locker belongs to the caller that fills it: here a customer's visitor key, as a browser
 * would send, so the dealer's token is not needed for these calls.
 */
import { randomBytes } from 'node:crypto';
import {
  AddSnapsheetProductDocument,
  AddToLockerDocument,
  ImportRosterDocument,
  ProductsDocument,
  SaveConfigurationDocument,
  type TasClient,
} from '@tas/client';
import { clientFromEnv, isMain } from './env.js';
import { createCustomerAndSnapsheet } from './create-customer-and-snapsheet.js';

export const ROSTER_CSV = ['name,number,size,quantity', 'ANA,12,M,1', 'BEA,7,L,1', 'CARA,3,L,2'].join('\n');

export async function fillLocker(tas: TasClient, snapsheetId: string, colorIds: string[]) {
  // The dealer adds a style to the snapsheet in the team's colours.
  const { products } = await tas.request(ProductsDocument, { filter: { search: 'jersey' }, first: 1 });
  const product = products.nodes[0];
  if (!product) throw new Error('No jersey in the catalogue');
  const { saveConfiguration } = await tas.request(SaveConfigurationDocument, {
    input: { styleId: product.styleId, colorIds, decorations: [] },
  });
  await tas.request(AddSnapsheetProductDocument, {
    snapsheetId,
    input: { styleId: product.styleId, configurationShortId: saveConfiguration.shortId },
  });
  // The customer (a visitor key of its own) puts it in a locker and imports the roster.
  const customer = tas.with({ token: undefined, headers: { 'x-visitor-key': randomBytes(16).toString('hex') } });
  const { addToLocker } = await customer.request(AddToLockerDocument, {
    input: {
      projectType: 'SNAPSHEET',
      projectId: snapsheetId,
      configurationShortId: saveConfiguration.shortId,
      sizeLines: [],
    },
  });
  const item = addToLocker.items[0];
  if (!item) throw new Error('The locker has no item');
  const { importRoster: locker } = await customer.request(ImportRosterDocument, {
    lockerItemId: item.id,
    file: { filename: 'roster.csv', contentBase64: Buffer.from(ROSTER_CSV).toString('base64') },
    mode: 'REPLACE',
  });
  return { product, locker, customer };
}

if (isMain(import.meta.url)) {
  const tas = clientFromEnv();
  const { snapsheet, colorIds } = await createCustomerAndSnapsheet(tas);
  const { locker } = await fillLocker(tas, snapsheet.id, colorIds);
  console.log(`Locker ${locker.code}: ${locker.quantity} garments, ${locker.totalCents} cents`);
}

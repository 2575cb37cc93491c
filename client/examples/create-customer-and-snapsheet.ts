/**
 * Creates a customer (a school in three team colours) and a snapsheet for it: the first two steps
 * of a dealer's project, as a script does them.
 */
import { ColorsDocument, CreateSnapsheetDocument, SaveCustomerDocument, type TasClient } from '@tas/client';
import { clientFromEnv, isMain } from './env.js';

export async function createCustomerAndSnapsheet(tas: TasClient, name = 'Central High') {
  // Three of the catalogue's colours; a real script would look its customer's up by name.
  const { colors } = await tas.request(ColorsDocument);
  const colorIds = colors.slice(0, 3).map((c) => c.id);
  const { saveCustomer: customer } = await tas.request(SaveCustomerDocument, {
    input: { name, type: 'SCHOOL', colorIds },
  });
  const { createSnapsheet: snapsheet } = await tas.request(CreateSnapsheetDocument, {
    input: { title: `${name} spring`, teamName: 'Hawks', customerId: customer.id, colorIds },
  });
  return { customer, snapsheet, colorIds };
}

if (isMain(import.meta.url)) {
  const { customer, snapsheet } = await createCustomerAndSnapsheet(clientFromEnv());
  console.log(`Customer ${customer.id} (${customer.name}); snapsheet ${snapsheet.id} of ${snapsheet.dealerCode}`);
}

/**
 * Requests a quote from a locker (anyone holding its code may), then finds it among the
 * dealer's open quotes.
 */
import { QuotesDocument, RequestQuoteDocument, type TasClient } from '@tas/client';
import { clientFromEnv, isMain } from './env.js';
import { createCustomerAndSnapsheet } from './create-customer-and-snapsheet.js';
import { fillLocker } from './fill-locker.js';

export async function requestQuote(dealer: TasClient, customer: TasClient, lockerCode: string) {
  const { requestQuote: quote } = await customer.request(RequestQuoteDocument, {
    lockerCode,
    contact: { name: 'Pat Coach', email: 'pat@school.example', message: 'For the spring season' },
  });
  // The dealer's inbox, a page of 20 at a time.
  const { quotes } = await dealer.request(QuotesDocument, { status: 'OPEN', first: 20 });
  return { quote, open: quotes };
}

if (isMain(import.meta.url)) {
  const tas = clientFromEnv();
  const { snapsheet, colorIds } = await createCustomerAndSnapsheet(tas);
  const { locker, customer } = await fillLocker(tas, snapsheet.id, colorIds);
  const { quote } = await requestQuote(tas, customer, locker.code);
  console.log(`Quote ${quote.id}: ${quote.status}, ${quote.totalCents} cents`);
}

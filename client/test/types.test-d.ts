/**
 * The typed operations, checked by the compiler (vitest's typecheck runs tsc over this file):
 * the data and variables of each document are the schema's, variables are required exactly when
 * the operation requires one.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  CreateSnapsheetDocument,
  MeDocument,
  type MeQuery,
  QuotesDocument,
  TasClient,
  verifyWebhook,
  type OrderWebhookPayload,
} from '@tas/client';

const tas = new TasClient({ url: 'http://127.0.0.1:4000', token: 'tas_x' });

describe('typed operations', () => {
  it('answers the data of the document', () => {
    expectTypeOf(tas.request(MeDocument)).resolves.toEqualTypeOf<MeQuery>();
    expectTypeOf<NonNullable<MeQuery['me']>['code']>().toEqualTypeOf<string>();
    expectTypeOf(tas.request(QuotesDocument, { status: 'OPEN' })).resolves.toHaveProperty('quotes');
  });

  it('asks for the variables an operation requires, typed', () => {
    // Every variable of `Quotes` is optional: none need be given.
    expectTypeOf(tas.request(QuotesDocument)).resolves.toHaveProperty('quotes');
    // @ts-expect-error createSnapsheet requires its input
    void tas.request(CreateSnapsheetDocument);
    // @ts-expect-error teamName is required
    void tas.request(CreateSnapsheetDocument, { input: { colorIds: ['1', '2', '3'] } });
    // @ts-expect-error no such status
    void tas.request(QuotesDocument, { status: 'MAYBE' });
  });

  it('answers a verified webhook payload', () => {
    expectTypeOf(verifyWebhook('{}', {}, 'whsec_x').payload).toEqualTypeOf<OrderWebhookPayload>();
  });
});

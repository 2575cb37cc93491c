import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  proofApprovalLine,
  proofDocumentTitle,
  proofStatusLine,
  proofsSummary,
  quoteDocumentTitle,
  taxLabel,
} from './quote-labels';

describe('proofsSummary', () => {
  it('says where a quote’s proofs stand in one line', () => {
    expect(proofsSummary([]).label).toBe('—');
    expect(proofsSummary(['NOT_SENT', 'NOT_SENT']).label).toBe('Not sent');
    expect(proofsSummary(['APPROVED', 'SENT', 'NOT_SENT'])).toEqual({
      label: '1 of 3 approved',
      badge: 'badge badge--accent',
    });
    expect(proofsSummary(['APPROVED', 'CHANGES_REQUESTED']).label).toBe('Changes asked');
    expect(proofsSummary(['APPROVED', 'WITHDRAWN']).label).toBe('1 of 2 approved');
    expect(proofsSummary(['APPROVED', 'APPROVED'])).toEqual({ label: 'Approved', badge: 'badge badge--success' });
  });
});

describe('print pages', () => {
  it('give the PDFs real titles', () => {
    expect(quoteDocumentTitle({ id: '1042', teamName: 'Riverbend Hawks' })).toBe('Quote 1042 — Riverbend Hawks');
    expect(quoteDocumentTitle({ id: '1042', teamName: null })).toBe('Quote 1042');
    expect(proofDocumentTitle({ version: 2, productName: 'Home Jersey', teamName: 'Riverbend Hawks' })).toBe(
      'Proof v2 — Home Jersey — Riverbend Hawks',
    );
    expect(proofDocumentTitle({ version: 1, productName: 'Home Jersey' })).toBe('Proof v1 — Home Jersey');
  });

  it('say who approved a proof and when', () => {
    expect(proofApprovalLine({ approverName: 'Pat Coach', decidedAt: '2026-12-05T22:42:00.000Z' })).toBe(
      'Approved by Pat Coach on Dec 5, 2026, 10:42 PM UTC',
    );
    expect(proofApprovalLine({ approverName: null, decidedAt: '2026-12-05T22:42:00.000Z' })).toBeNull();
  });
});

describe('totals labels', () => {
  it('name a percentage discount and the tax with their rates, from the basis points', () => {
    expect(discountLabel({ kind: 'PERCENT', value: 1000 })).toBe('Discount (10 %)');
    expect(discountLabel({ kind: 'PERCENT', value: 1250 })).toBe('Discount (12.5 %)');
    expect(discountLabel({ kind: 'AMOUNT', value: 1000 })).toBe('Discount');
    expect(discountLabel(null)).toBe('Discount');
    expect(taxLabel(725)).toBe('Tax (7.25 %)');
    expect(taxLabel(829)).toBe('Tax (8.29 %)');
    expect(taxLabel(7)).toBe('Tax (0.07 %)');
    expect(taxLabel(0)).toBe('Tax');
  });
});

describe('proofStatusLine', () => {
  const at = '2026-12-20T12:00:00.000Z';
  it('dates a proof’s status as the customer’s pages do', () => {
    expect(proofStatusLine({ status: 'SENT', statusMessage: 'x', expiresAt: at })).toBe(
      'Waiting for the customer (link open until Dec 20, 2026)',
    );
    expect(proofStatusLine({ status: 'APPROVED', statusMessage: 'x', decidedAt: at })).toBe('Approved on Dec 20, 2026');
    expect(proofStatusLine({ status: 'CHANGES_REQUESTED', statusMessage: 'x', decidedAt: at })).toBe(
      'Changes asked on Dec 20, 2026',
    );
    expect(proofStatusLine({ status: 'EXPIRED', statusMessage: 'x', expiresAt: at })).toBe(
      'The link expired on Dec 20, 2026; send the proof again',
    );
  });
  it('keeps the gateway’s sentence where there is no date to write', () => {
    expect(
      proofStatusLine({ status: 'WITHDRAWN', statusMessage: 'The design changed after this proof was sent' }),
    ).toBe('The design changed after this proof was sent');
  });
});

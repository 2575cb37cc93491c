import { describe, expect, it } from 'vitest';
import { proofApprovalLine, proofDocumentTitle, proofsSummary, quoteDocumentTitle } from './quote-labels';

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

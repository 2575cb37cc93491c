import { describe, expect, it } from 'vitest';
import { proofsSummary } from './quote-labels';

describe('proofsSummary (issue 18)', () => {
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

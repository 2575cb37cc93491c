/** Labels and badge styles for quote and order states (D9, D10). */
import { formatCalendarDay } from '@tas/garments';
import type { OrderSyncStatus, ProofStatus, QuoteStatus } from '../../gql/graphql';
import { percentText } from './quote-terms-form';

export const QUOTE_STATUS_LABEL: Record<QuoteStatus, string> = { OPEN: 'Open', CLOSED: 'Closed', ORDERED: 'Ordered' };

export const QUOTE_STATUS_BADGE: Record<QuoteStatus, string> = {
  OPEN: 'badge badge--accent',
  CLOSED: 'badge',
  ORDERED: 'badge badge--success',
};

export const SYNC_STATUS_LABEL: Record<OrderSyncStatus, string> = {
  PENDING: 'Pending',
  SYNCED: 'Synced',
  FAILED: 'Failed',
  NOT_SENT: 'Not sent: no order system set',
};

export const SYNC_STATUS_BADGE: Record<OrderSyncStatus, string> = {
  PENDING: 'badge badge--warning',
  SYNCED: 'badge badge--success',
  FAILED: 'badge badge--danger',
  NOT_SENT: 'badge',
};

export const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
/**
 * A calendar day `YYYY-MM-DD` (in-hand date, valid until) as "Dec 27, 2026"; the text itself when
 * it is not one. The format of the in-hand warning too (@tas/garments `formatCalendarDay`).
 */
export const formatIsoDay = formatCalendarDay;

export const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Where an item's proof stands (ProofStatus), as a short label. */
export const PROOF_STATUS_LABEL: Record<ProofStatus, string> = {
  NOT_SENT: 'Not sent',
  SENT: 'Waiting for approval',
  EXPIRED: 'Link expired',
  CHANGES_REQUESTED: 'Changes asked',
  APPROVED: 'Approved',
  WITHDRAWN: 'Needs a new proof',
};

export const PROOF_STATUS_BADGE: Record<ProofStatus, string> = {
  NOT_SENT: 'badge',
  SENT: 'badge badge--accent',
  EXPIRED: 'badge badge--warning',
  CHANGES_REQUESTED: 'badge badge--warning',
  APPROVED: 'badge badge--success',
  WITHDRAWN: 'badge badge--danger',
};

/**
 * One line on where a quote's proofs stand (My Messages): 'Not sent' while none was
 * sent, 'Changes asked' when the customer asked for any, 'Approved' once every item is, else
 * 'n of m approved'; '—' for a quote without items.
 */
export function proofsSummary(statuses: readonly ProofStatus[]): { label: string; badge: string } {
  if (statuses.length === 0) return { label: '—', badge: 'badge' };
  const approved = statuses.filter((s) => s === 'APPROVED').length;
  if (approved === statuses.length) return { label: 'Approved', badge: PROOF_STATUS_BADGE.APPROVED };
  if (statuses.includes('CHANGES_REQUESTED'))
    return { label: 'Changes asked', badge: PROOF_STATUS_BADGE.CHANGES_REQUESTED };
  if (statuses.every((s) => s === 'NOT_SENT')) return { label: 'Not sent', badge: PROOF_STATUS_BADGE.NOT_SENT };
  return { label: `${approved} of ${statuses.length} approved`, badge: PROOF_STATUS_BADGE.SENT };
}

/**
 * The title of a quote's print page, which the render service writes into the PDF's Title:
 * "Quote 1042 — Riverbend Hawks" (the number the page prints), without a team "Quote 1042".
 */
export function quoteDocumentTitle(quote: { id: string; teamName?: string | null }): string {
  return [`Quote ${quote.id}`, quote.teamName].filter(Boolean).join(' — ');
}

/**
 * The title of a proof's print page (the PDF's Title): "Proof v2 — Home Jersey — Riverbend Hawks",
 * the product's name, and the team when there is one.
 */
export function proofDocumentTitle(proof: { version: number; productName: string; teamName?: string | null }): string {
  return [`Proof v${proof.version}`, proof.productName, proof.teamName].filter(Boolean).join(' — ');
}

/**
 * Who approved a proof and when, as its sheet prints it: "Approved by Pat Coach on Dec 5, 2026,
 * 10:42 PM UTC"; null unless it was approved (a withdrawn approval still names its approver).
 */
export function proofApprovalLine(proof: { approverName?: string | null; decidedAt?: string | null }): string | null {
  if (!proof.approverName || !proof.decidedAt) return null;
  return `Approved by ${proof.approverName} on ${approvalTimeFormat.format(new Date(proof.decidedAt))}`;
}

const approvalTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/**
 * A discount's label in the totals: "Discount (10 %)" for a percentage (basis points written as
 * the terms form writes them, `percentText`), "Discount" for an amount or none.
 */
export function discountLabel(discount: { kind: 'AMOUNT' | 'PERCENT'; value: number } | null | undefined): string {
  return discount?.kind === 'PERCENT' ? `Discount (${percentText(discount.value)} %)` : 'Discount';
}

/** The tax's label in the totals: "Tax (7.25 %)" for 725 basis points, "Tax" without a rate. */
export function taxLabel(basisPoints: number): string {
  return basisPoints > 0 ? `Tax (${percentText(basisPoints)} %)` : 'Tax';
}

/**
 * What a proof's status means, dated as the customer's pages date things ("Waiting for the
 * customer (link open until Dec 20, 2026)", `dateFormat`), from the proof's own times; the
 * gateway's `statusMessage` for a status without one (not sent, withdrawn).
 */
export function proofStatusLine(proof: {
  status: ProofStatus;
  statusMessage: string;
  expiresAt?: string | null;
  decidedAt?: string | null;
}): string {
  const day = (iso: string) => dateFormat.format(new Date(iso));
  if (proof.status === 'SENT' && proof.expiresAt)
    return `Waiting for the customer (link open until ${day(proof.expiresAt)})`;
  if (proof.status === 'EXPIRED' && proof.expiresAt)
    return `The link expired on ${day(proof.expiresAt)}; send the proof again`;
  if (proof.status === 'APPROVED' && proof.decidedAt) return `Approved on ${day(proof.decidedAt)}`;
  if (proof.status === 'CHANGES_REQUESTED' && proof.decidedAt) return `Changes asked on ${day(proof.decidedAt)}`;
  return proof.statusMessage;
}

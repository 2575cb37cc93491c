/**
 * My Settings (D3) and API tokens (A7): partial updates of the dealer's own fields with
 * per-field validation, the passcode (scrypt hash), the dealer logo, and named API tokens
 * (shown once, stored as SHA-256). Every call acts on the caller's dealer only (A6).
 */
import type { Db } from '../../db/index.js';
import type { DealerRow, DealerUpdate } from '../../db/types.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import { hashPasscode } from '../dealers/index.js';
import {
  EMAIL_ADDRESS,
  passcodeProblem,
  MIN_DEALER_MARGIN,
  MAX_DEALER_MARGIN,
  MAX_PROOF_LINK_DAYS,
  MAX_QUOTE_TERMS_LENGTH,
  MAX_QUOTE_VALID_DAYS,
  MIN_QUOTE_VALID_DAYS,
  MIN_PROOF_LINK_DAYS,
} from '@tas/rules';
import { parseId } from '../../lib/row-id.js';
import {
  changeDealerPasscode,
  changeDealerSettings,
  existingDealerById,
  issueApiToken,
  namedApiTokens,
  revokeNamedApiToken,
} from '../dealers/index.js';
import { liveLogoIdsOfDealer } from '../projects/index.js';

/** Dealer margin bounds (D3, L3): a multiplier on msrp from 1 to 10; default 2. */
export { MIN_DEALER_MARGIN, MAX_DEALER_MARGIN };
export const MAX_HEADER_MESSAGE_LENGTH = 200;
export const MAX_TOKEN_NAME_LENGTH = 60;

/** A pragmatic address check: something@domain.tld, no spaces, at most 254 characters. */
/** Digits, spaces, +, -, parentheses; 7 to 20 characters; at least 7 digits. */
const PHONE = /^[0-9 +()-]{7,20}$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Emails (D3, D4): trimmed; '' means none. Throws BAD_USER_INPUT on `field`. */
export function normaliseEmail(value: string | null | undefined, field = 'email'): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (v.length > 254 || !EMAIL_ADDRESS.test(v)) throw new BadUserInputError(field, 'Enter a valid email address');
  return v;
}

/** Phones (D3, D4): trimmed; '' means none; digits, spaces, +, -, parentheses, 7 to 20 chars. */
export function normalisePhone(value: string | null | undefined, field = 'phone'): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (!PHONE.test(v) || (v.match(/\d/g)?.length ?? 0) < 7)
    throw new BadUserInputError(
      field,
      'Enter a valid phone number (digits, spaces, +, -, parentheses; 7 to 20 characters)',
    );
  return v;
}

/** Header colour (D3): `#rrggbb`, stored lower-case; '' means none. */
export function normaliseHeaderColor(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (!HEX_COLOR.test(v)) throw new BadUserInputError('headerColor', 'Use a colour like #1a2b3c');
  return v.toLowerCase();
}

/** Dealer margin (D3): a finite number from 1 to 10. */
export function checkDealerMargin(value: number): number {
  if (!Number.isFinite(value) || value < MIN_DEALER_MARGIN || value > MAX_DEALER_MARGIN)
    throw new BadUserInputError('dealerMargin', 'The dealer margin must be a number from 1 to 10');
  return Math.round(value * 1000) / 1000;
}

export interface DealerSettingsInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  headerColor?: string | null;
  headerMessage?: string | null;
  dealerMargin?: number | null;
  requestQuoteEnabled?: boolean | null;
  proofLinkDays?: number | null;
  convertWithoutApproval?: boolean | null;
  quoteTerms?: string | null;
  quoteValidDays?: number | null;
  sharePhone?: boolean | null;
  shareEmail?: boolean | null;
}

/**
 * The column updates of a partial settings input (D3): absent keys are left alone; null or ''
 * clears optional text. Throws BAD_USER_INPUT naming the first bad field.
 */
export function settingsUpdate(input: DealerSettingsInput): DealerUpdate {
  const out: DealerUpdate = {};
  if (input.name !== undefined) {
    const name = (input.name ?? '').trim();
    if (name.length > 120) throw new BadUserInputError('name', 'Use at most 120 characters');
    out.name = name || null;
  }
  if (input.email !== undefined) out.email = normaliseEmail(input.email);
  if (input.phone !== undefined) out.phone = normalisePhone(input.phone);
  if (input.headerColor !== undefined) out.header_color = normaliseHeaderColor(input.headerColor);
  if (input.headerMessage !== undefined) {
    const message = (input.headerMessage ?? '').trim();
    if (message.length > MAX_HEADER_MESSAGE_LENGTH)
      throw new BadUserInputError('headerMessage', `Use at most ${MAX_HEADER_MESSAGE_LENGTH} characters`);
    out.header_message = message || null;
  }
  if (input.dealerMargin !== undefined) {
    if (input.dealerMargin === null) throw new BadUserInputError('dealerMargin', 'The dealer margin is required');
    out.dealer_margin = String(checkDealerMargin(input.dealerMargin));
  }
  if (input.requestQuoteEnabled !== undefined) {
    if (input.requestQuoteEnabled === null) throw new BadUserInputError('requestQuoteEnabled', 'Choose on or off');
    out.request_quote = input.requestQuoteEnabled;
  }
  if (input.proofLinkDays !== undefined) {
    const days = input.proofLinkDays;
    if (days === null || !Number.isInteger(days) || days < MIN_PROOF_LINK_DAYS || days > MAX_PROOF_LINK_DAYS)
      throw new BadUserInputError(
        'proofLinkDays',
        `A proof link lives ${MIN_PROOF_LINK_DAYS} to ${MAX_PROOF_LINK_DAYS} days`,
      );
    out.proof_link_days = days;
  }
  if (input.convertWithoutApproval !== undefined) {
    if (input.convertWithoutApproval === null)
      throw new BadUserInputError('convertWithoutApproval', 'Choose on or off');
    out.convert_without_approval = input.convertWithoutApproval;
  }
  for (const [field, column] of [
    ['sharePhone', 'share_phone'],
    ['shareEmail', 'share_email'],
  ] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null) throw new BadUserInputError(field, 'Choose on or off');
    out[column] = value;
  }
  if (input.quoteTerms !== undefined) {
    const terms = (input.quoteTerms ?? '').trim();
    if (terms.length > MAX_QUOTE_TERMS_LENGTH)
      throw new BadUserInputError('quoteTerms', `Use at most ${MAX_QUOTE_TERMS_LENGTH} characters`);
    out.quote_terms = terms || null;
  }
  if (input.quoteValidDays !== undefined) {
    const days = input.quoteValidDays;
    if (days === null || !Number.isInteger(days) || days < MIN_QUOTE_VALID_DAYS || days > MAX_QUOTE_VALID_DAYS)
      throw new BadUserInputError(
        'quoteValidDays',
        `A quote holds its prices ${MIN_QUOTE_VALID_DAYS} to ${MAX_QUOTE_VALID_DAYS} days`,
      );
    out.quote_valid_days = days;
  }
  return out;
}

/** An API token as listed (A7); never the value. */
export interface ApiTokenView {
  id: string;
  name: string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
}

export function settingsService(db: Db) {
  return {
    /** D3: applies a partial settings update; returns the dealer. */
    async update(dealerId: number, input: DealerSettingsInput): Promise<DealerRow> {
      const values = settingsUpdate(input);
      if (Object.keys(values).length === 0) return existingDealerById(db, dealerId);
      return changeDealerSettings(db, dealerId, values);
    },

    /**
     * A4, D3: stores a new passcode as a scrypt hash and, in the same transaction, ends every
     * passcode session opened with the old one. BAD_USER_INPUT `passcode` outside 8..64 chars
     * (`passcodeProblem`, @tas/rules).
     */
    async setPasscode(dealerId: number, passcode: string): Promise<boolean> {
      const problem = passcodeProblem(passcode);
      if (problem) throw new BadUserInputError('passcode', problem);
      const hash = await hashPasscode(passcode);
      await db.transaction().execute(async (trx) => {
        await changeDealerPasscode(trx, dealerId, hash);
      });
      return true;
    },

    /** D3: sets the dealer logo to one of the dealer's live logos, or clears it (null). */
    async setLogo(dealerId: number, logoId: string | null | undefined): Promise<DealerRow> {
      let id: number | null = null;
      if (logoId != null) {
        const n = parseId(logoId);
        if (!n || !(await liveLogoIdsOfDealer(db, dealerId, [n])).has(n)) throw new NotFoundError('Logo');
        id = n;
      }
      return changeDealerSettings(db, dealerId, { logo_id: id });
    },

    /** A7: the dealer's live named API tokens, newest first (session tokens are not listed). */
    async listTokens(dealerId: number): Promise<ApiTokenView[]> {
      const rows = await namedApiTokens(db, dealerId);
      return rows.map((r) => ({
        id: String(r.id),
        name: r.name ?? '',
        createdAt: r.created_at,
        lastUsedAt: r.last_used_at,
      }));
    },

    /** A7: creates a named API token; the value is returned once and stored only as SHA-256. */
    async createToken(dealerId: number, name: string): Promise<{ token: string; apiToken: ApiTokenView }> {
      const clean = name.trim();
      if (!clean) throw new BadUserInputError('name', 'Give the token a name');
      if (clean.length > MAX_TOKEN_NAME_LENGTH)
        throw new BadUserInputError('name', `Use at most ${MAX_TOKEN_NAME_LENGTH} characters`);
      const { token, apiToken: row } = await issueApiToken(db, dealerId, clean);
      return {
        token,
        apiToken: {
          id: String(row.id),
          name: row.name ?? clean,
          createdAt: row.created_at,
          lastUsedAt: row.last_used_at,
        },
      };
    },

    /** A7: revokes one of the dealer's live API tokens; NOT_FOUND otherwise (A6). */
    async revokeToken(dealerId: number, id: string): Promise<boolean> {
      const n = parseId(id);
      if (!n || !(await revokeNamedApiToken(db, dealerId, n))) throw new NotFoundError('API token');
      return true;
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;

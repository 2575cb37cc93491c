/**
 * Dealer sessions (A1, A3): the signed entry link gets or creates the dealer and opens a
 * session; bearer tokens authenticate later requests. Tokens are random and stored hashed.
 */
import { z } from 'zod';
import type { Db, Executor } from '../../db/index.js';
import type { DealerRow } from '../../db/types.js';
import { ApiError, BadUserInputError, UnauthenticatedError } from '../../lib/errors.js';
import { MAX_ENTRY_TTL_SECONDS, verifyEntryToken } from './entry-token.js';
import { generateApiToken, hashApiToken } from './api-token.js';
import { dealersRepository } from './dealers.repository.js';
import { ACCOUNT_FIELDS, aliveCheck, type VouchedAccount } from './alive-check.js';
import { DEALER_CODE, passcodeAccessService } from './passcode-access.js';
import type { PasscodeGuardOptions } from './passcode.js';
import type { Caller } from '../../lib/caller.js';

export interface EntryInput {
  code: string;
  token: string;
  exp: number;
  tid?: string | null;
  aid?: string | null;
  company?: string | null;
  email?: string | null;
  terms?: string | null;
  pricegroup?: string | null;
  carriedt?: string | null;
  carriednum?: string | null;
  webuserid?: string | null;
  repToken?: string | null;
}

export interface DealersServiceOptions {
  entrySecret: string | undefined;
  sessionTtlHours: number;
  /** A1: `hmac` (signed links, default) or `remote` (the parent site's alive-check). */
  entryValidation?: 'hmac' | 'remote';
  /** The alive-check URL for `remote` validation (DEALER_ENTRY_CHECK_URL). */
  entryCheckUrl?: string;
  /** Seconds since the epoch; injectable for tests. */
  now?: () => number;
  /** A4 passcode limits (defaults: per address 30, on one project 10, 60 s, 1 hash at once, 16 waiting). */
  passcode?: Partial<PasscodeGuardOptions>;
}

/** A token's 'last used' (A7) is kept to the minute: written when the stored one is older, ms. */
const TOKEN_LAST_USED_STEP_MS = 60_000;

/** Company information (D1, D3), validated field by field. */
const companyInfoSchema = z.object({
  name: z.string().trim().min(1, 'Company name is required').max(120, 'Company name is too long'),
  email: z.string().trim().max(254, 'Email is too long').pipe(z.email('Enter a valid email address')),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone number is too long')
    .regex(/^[0-9+().\-\s]*$/, 'Enter a valid phone number')
    .nullish(),
});

export type CompanyInfoInput = z.input<typeof companyInfoSchema>;

export function dealersService(db: Db, opts: DealersServiceOptions) {
  const repo = dealersRepository(db);
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const passcode = passcodeAccessService(db, repo, opts);

  /**
   * A1: checks an entry link by HMAC (default) or with the parent site's alive-check, and
   * answers the account fields the check vouches for. `complete` is true for a signed link: it
   * vouches for every field, so a field it lacks is cleared on the dealer. The alive-check only
   * vouches for the token and the account id: the link's other fields are ignored, and only the
   * fields its own JSON answer carries are taken (`complete` false: the others keep their stored
   * values; a new dealer gets defaults).
   */
  async function validateEntry(
    input: EntryInput,
  ): Promise<{ account: VouchedAccount; complete: boolean; usableUntil: Date }> {
    if (opts.entryValidation === 'remote') {
      if (!opts.entryCheckUrl) throw new ApiError('INTERNAL', 'Account check unavailable');
      if (!input.token) throw new UnauthenticatedError('Invalid sign-in link');
      const answer = await aliveCheck(opts.entryCheckUrl, input.token, input.code);
      if (answer.status === 'unreachable') throw new ApiError('INTERNAL', 'Account check unavailable');
      if (answer.status !== 'alive') throw new UnauthenticatedError('Invalid sign-in link');
      // The parent site vouches for the token, not its lifetime: kept as used for the longest one.
      return {
        account: answer.account,
        complete: false,
        usableUntil: new Date((now() + MAX_ENTRY_TTL_SECONDS) * 1000),
      };
    }
    if (!opts.entrySecret) throw new UnauthenticatedError('Dashboard entry is not configured');
    const { token, repToken, ...rest } = input;
    const fields: Record<string, string | number | null | undefined> = { ...rest, rep_token: repToken };
    // Refused as well: a link whose exp lies more than 24 h ahead (MAX_ENTRY_TTL_SECONDS).
    const check = verifyEntryToken(opts.entrySecret, fields, token, now());
    if (!check.ok) {
      throw new UnauthenticatedError(
        check.reason === 'expired' ? 'The sign-in link has expired' : 'Invalid sign-in link',
      );
    }
    const account: VouchedAccount = {};
    for (const field of ACCOUNT_FIELDS) {
      const value = input[field];
      if (value) account[field] = value;
    }
    return { account, complete: true, usableUntil: new Date(Number(input.exp) * 1000) };
  }

  /** Issues a session token (shown once, stored hashed) for `dealerId`, and when it expires. */
  async function openSession(
    ex: Executor,
    dealerId: number,
    name: string,
  ): Promise<{ apiToken: string; expiresAt: Date }> {
    const apiToken = generateApiToken();
    const expiresAt = new Date(Date.now() + opts.sessionTtlHours * 3600_000);
    await repo.insertToken(ex, {
      dealer_id: dealerId,
      kind: 'SESSION',
      name,
      token_hash: hashApiToken(apiToken),
      expires_at: expiresAt,
    });
    return { apiToken, expiresAt };
  }

  return {
    repo,
    /**
     * A1: validates the entry token (HMAC-SHA256 over the canonical fields, expiry at most 24 h
     * ahead; or the parent site's alive-check) and gets or creates the dealer from the account
     * fields the validation vouches for (`validateEntry`), then issues a session token (shown
     * once). Errors: UNAUTHENTICATED for a bad, expired or too long-lived token;
     * BAD_USER_INPUT `code`; INTERNAL 'Account check unavailable'.
     */
    async enterDashboard(input: EntryInput): Promise<{ apiToken: string; expiresAt: Date; dealer: DealerRow }> {
      if (!DEALER_CODE.test(input.code)) throw new BadUserInputError('code', 'Missing Account Number');
      const { account, complete, usableUntil } = await validateEntry(input);
      return db.transaction().execute(async (trx) => {
        // One session per link: its token is spent in the same transaction as the session.
        if (!(await repo.useEntryToken(trx, hashApiToken(input.token ?? ''), usableUntil, new Date(now() * 1000))))
          throw new UnauthenticatedError('This sign-in link has been used already: open a new one');
        const fields = {
          teamwork_id: account.tid,
          alleson_id: account.aid,
          terms: account.terms,
          carriedt: account.carriedt,
          carrier_num: account.carriednum,
          web_user_id: account.webuserid,
        };
        // A signed link vouches for all of these (a missing one is cleared); the alive-check
        // only for the ones its answer carries (the others keep their stored values).
        const payload = {
          fsg_code: input.code,
          ...Object.fromEntries(
            Object.entries(fields)
              .filter(([, value]) => complete || value !== undefined)
              .map(([key, value]) => [key, value ?? null]),
          ),
        };
        const priceGroup = account.pricegroup ? await repo.priceGroupId(trx, account.pricegroup) : null;
        let dealer = await repo.byCode(input.code, trx);
        if (!dealer) {
          dealer = await repo.insert(trx, {
            code: input.code.toUpperCase(),
            teamwork_id: null,
            alleson_id: null,
            terms: null,
            carriedt: null,
            carrier_num: null,
            web_user_id: null,
            ...payload,
            name: account.company ?? null,
            email: account.email ?? null,
            price_group_id: priceGroup ?? 'standard',
            passcode_hash: null,
            dealer_margin: null,
            phone: null,
            header_color: null,
            header_message: null,
            logo_id: null,
            order_webhook_url: null,
          });
        } else {
          // The parent site is the source of truth for the account fields it vouches for.
          dealer = await repo.update(trx, dealer.id, {
            ...payload,
            ...(account.company ? { name: account.company } : {}),
            ...(account.email ? { email: account.email } : {}),
            ...(priceGroup ? { price_group_id: priceGroup } : {}),
          });
        }
        return { ...(await openSession(trx, dealer.id, 'Dashboard session')), dealer };
      });
    },

    /** A4: a passcode session of one project (passcode-access.ts). */
    passcodeAccess: passcode.passcodeAccess,

    /** D1, D3: saves the dealer's company name, email and phone. BAD_USER_INPUT per field. */
    async updateCompanyInfo(dealerId: number, input: CompanyInfoInput): Promise<DealerRow> {
      const parsed = companyInfoSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new BadUserInputError(String(issue.path[0] ?? 'input'), issue.message);
      }
      const { name, email, phone } = parsed.data;
      return repo.update(db, dealerId, {
        name,
        email,
        ...(phone === undefined ? {} : { phone: phone || null }),
      });
    },

    /**
     * D1: counts of the dealer's not-archived playbooks, snapsheets and customers, as My
     * Playbooks / My Snapsheets / Customers list them (static snapsheet templates are not counted).
     */
    async dashboardStats(dealerId: number): Promise<{ playbooks: number; snapsheets: number; customers: number }> {
      const [projects, customers] = await Promise.all([
        repo.liveProjectCounts(dealerId),
        repo.activeCustomerCount(dealerId),
      ]);
      return { playbooks: projects.get('PLAYBOOK') ?? 0, snapsheets: projects.get('SNAPSHEET') ?? 0, customers };
    },

    /**
     * The caller of a request (lib/caller.ts): the `Authorization: Bearer` token's dealer
     * (DEALER) or passcode session (PROJECT), else a VISITOR with the `X-Visitor-Key` value.
     * An absent, unknown, revoked or expired token makes a visitor. A token's 'last used' (A7)
     * is written only when the stored one is a minute old or more: one statement per request, not two.
     */
    async authenticate(authorization: string | undefined, visitorKey: string | null): Promise<Caller> {
      const m = /^Bearer\s+(\S{1,200})$/i.exec(authorization ?? '');
      const auth = m?.[1] ? await repo.byTokenHash(hashApiToken(m[1])) : null;
      if (!auth) return { kind: 'VISITOR', visitorKey };
      if (!auth.lastUsedAt || Date.now() - auth.lastUsedAt.getTime() >= TOKEN_LAST_USED_STEP_MS)
        await repo.touchToken(auth.tokenId);
      if (auth.kind === 'PASSCODE') {
        if (auth.projectId == null) return { kind: 'VISITOR', visitorKey };
        return { kind: 'PROJECT', dealer: auth.dealer, tokenId: auth.tokenId, projectId: auth.projectId };
      }
      return { kind: 'DEALER', dealer: auth.dealer, tokenId: auth.tokenId };
    },

    async logout(tokenId: number | null): Promise<boolean> {
      if (tokenId == null) return false;
      await repo.revokeToken(tokenId);
      return true;
    },

    /** Dealer margin (L3): the stored multiplier, default 2 when missing. */
    dealerMargin(dealer: DealerRow): number {
      const m = dealer.dealer_margin == null ? NaN : Number(dealer.dealer_margin);
      return Number.isFinite(m) && m > 0 ? m : 2;
    },
  };
}

export type DealersService = ReturnType<typeof dealersService>;

/**
 * Dealer sessions (A1, A3): the signed entry link gets or creates the dealer and opens a
 * session; bearer tokens authenticate later requests. Tokens are random and stored hashed.
 */
import type { Db } from '../../db/index.js';
import type { DealerRow } from '../../db/types.js';
import { BadUserInputError, UnauthenticatedError } from '../../errors.js';
import { verifyEntryToken } from './entry-token.js';
import { generateApiToken, hashApiToken } from './api-token.js';
import { dealersRepository } from './dealers.repository.js';

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
  /** Seconds since the epoch; injectable for tests. */
  now?: () => number;
}

const DEALER_CODE = /^[A-Za-z0-9_-]{2,32}$/;

export function dealersService(db: Db, opts: DealersServiceOptions) {
  const repo = dealersRepository(db);
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));

  return {
    repo,
    /**
     * A1: validates the entry token (HMAC-SHA256 over the canonical fields, expiry) and gets or
     * creates the dealer from the payload, then issues a session token (shown once).
     * Errors: UNAUTHENTICATED for a bad or expired token; BAD_USER_INPUT `code`.
     */
    async enterDashboard(input: EntryInput): Promise<{ apiToken: string; dealer: DealerRow }> {
      if (!DEALER_CODE.test(input.code)) throw new BadUserInputError('code', 'Missing Account Number');
      if (!opts.entrySecret) throw new UnauthenticatedError('Dashboard entry is not configured');
      const { token, repToken, ...rest } = input;
      const fields: Record<string, string | number | null | undefined> = {
        ...rest,
        rep_token: repToken,
      };
      const check = verifyEntryToken(opts.entrySecret, fields, token, now());
      if (!check.ok) {
        throw new UnauthenticatedError(
          check.reason === 'expired' ? 'The sign-in link has expired' : 'Invalid sign-in link',
        );
      }
      return db.transaction().execute(async (trx) => {
        const payload = {
          fsg_code: input.code,
          teamwork_id: input.tid ?? null,
          alleson_id: input.aid ?? null,
          terms: input.terms ?? null,
          carriedt: input.carriedt ?? null,
          carrier_num: input.carriednum ?? null,
          web_user_id: input.webuserid ?? null,
        };
        const priceGroup = input.pricegroup
          ? ((
              await trx
                .selectFrom('price_groups')
                .select('id')
                .where('id', '=', input.pricegroup.toLowerCase())
                .executeTakeFirst()
            )?.id ?? null)
          : null;
        let dealer = await repo.byCode(input.code, trx);
        if (!dealer) {
          dealer = await repo.insert(trx, {
            code: input.code.toUpperCase(),
            ...payload,
            name: input.company ?? null,
            email: input.email ?? null,
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
          // The parent site is the source of truth for the account fields it sends.
          dealer = await repo.update(trx, dealer.id, {
            ...payload,
            ...(input.company ? { name: input.company } : {}),
            ...(input.email ? { email: input.email } : {}),
            ...(priceGroup ? { price_group_id: priceGroup } : {}),
          });
        }
        const apiToken = generateApiToken();
        await repo.insertToken(trx, {
          dealer_id: dealer.id,
          kind: 'SESSION',
          name: 'Dashboard session',
          token_hash: hashApiToken(apiToken),
          expires_at: new Date(Date.now() + opts.sessionTtlHours * 3600_000),
        });
        return { apiToken, dealer };
      });
    },

    /** Resolves an `Authorization` header value to its dealer; null when absent or invalid. */
    async authenticate(authorization: string | undefined): Promise<{ dealer: DealerRow; tokenId: number } | null> {
      const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!m?.[1]) return null;
      return repo.byTokenHash(hashApiToken(m[1]));
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

/**
 * Passcode sessions (A4): a passcode opens dealer mode for one project of the dealer, without
 * the dashboard, tokens or settings, until the passcode changes. Failed tries are limited and
 * every failure answers alike (passcode.ts `PasscodeGuard`).
 */
import { isNamedByDealerCode, MAX_PASSCODE_LENGTH, MIN_PASSCODE_LENGTH, passcodeProblem } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { DealerRow, ProjectTypeValue } from '../../db/types.js';
import { BadUserInputError, UnauthenticatedError } from '../../lib/errors.js';
import { isProjectPublicId } from '../projects/index.js';
import { generateApiToken, hashApiToken } from './api-token.js';
import type { DealersRepository } from './dealers.repository.js';
import { PasscodeGuard, type PasscodeGuardOptions } from './passcode.js';

/** A dealer code as the entry link and the routes give it (A1). */
export const DEALER_CODE = /^[A-Za-z0-9_-]{2,32}$/;

/** A4 defaults: failed passcode tries per client address, on one project and over all, within the window. */
export const PASSCODE_DEFAULTS: PasscodeGuardOptions = {
  maxPerProject: 10,
  maxPerAddress: 30,
  windowSeconds: 60,
  concurrency: 1,
  queue: 16,
};

/**
 * The one answer to every failed passcode try (A4): a wrong passcode, an unknown dealer and an
 * unknown project answer alike.
 */
export const INVALID_PASSCODE = 'Invalid passcode or project';

/**
 * The answer to a passcode outside the rule of `passcodeProblem` (8 to 64 characters): no
 * passcode set under it can match, and an older, shorter one opens nothing any more (migration
 * 0032). The same for every such try, right or wrong, so it tells nothing of the dealer's.
 */
export const PASSCODE_OUTSIDE_RULE = `This passcode no longer opens projects: passcodes have ${MIN_PASSCODE_LENGTH} to ${MAX_PASSCODE_LENGTH} characters now. Ask the dealer for the new one`;

/** A scrypt hash of a random passcode, so unknown dealers and projects cost as much time as known ones. */
const DUMMY_PASSCODE_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export function passcodeAccessService(
  db: Db,
  repo: DealersRepository,
  opts: {
    /** Lifetime of a passcode session, hours. */
    sessionTtlHours: number;
    /** A4 limits over PASSCODE_DEFAULTS. */
    passcode?: Partial<PasscodeGuardOptions>;
  },
) {
  const passcodeGuard = new PasscodeGuard({ ...PASSCODE_DEFAULTS, ...opts.passcode });
  return {
    /**
     * A4: a passcode session: dealer mode for one project of the dealer (`projectType`,
     * `projectId` its public id; for a SHOWROOM '' names the dealer's showroom, P6), no
     * dashboard, tokens or settings; ended when the passcode changes. Failed tries are counted
     * per client address (30 a minute), and per client address on one project (dealer code +
     * project id, 10 a minute); one more answers RATE_LIMITED, as does a full hash queue (the
     * scrypt compare runs off the event loop, a few at a time). Another address's failures
     * never refuse a try (PasscodeGuard). Errors: BAD_USER_INPUT field `passcode`
     * ({@link PASSCODE_OUTSIDE_RULE}) for a passcode outside the rule (a shorter one set before
     * it included), before anything is counted or hashed; UNAUTHENTICATED 'Invalid passcode or
     * project' alike for a wrong passcode, an unknown dealer and a project not the dealer's (a
     * dummy hash is compared then: same time class). A sign-in clears the dealer's
     * `passcode_change_required`: its passcode meets the rule.
     */
    async passcodeAccess(
      args: { dealerCode: string; projectType: ProjectTypeValue | null; projectId: string; passcode: string },
      ip: string,
    ): Promise<{ apiToken: string; expiresAt: Date; dealer: DealerRow; projectId: string }> {
      if (passcodeProblem(args.passcode)) throw new BadUserInputError('passcode', PASSCODE_OUTSIDE_RULE);
      const attempt = await passcodeGuard.begin(ip, args.dealerCode, args.projectId);
      const dealer = DEALER_CODE.test(args.dealerCode) ? await repo.byCode(args.dealerCode) : undefined;
      // P6: a showroom's routes carry only the dealer code, so '' names the dealer's showroom.
      const showroomByCode =
        args.projectType !== null && isNamedByDealerCode(args.projectType) && args.projectId === '';
      const project =
        dealer && (showroomByCode || isProjectPublicId(args.projectId))
          ? await repo.passcodeProject(dealer.id, args.projectType, showroomByCode ? null : args.projectId)
          : undefined;
      // Always one scrypt compare (a dummy hash for an unknown dealer or project) and one answer
      // for every failure: a right passcode with an unknown project is no oracle.
      const stored = dealer && project ? dealer.passcode_hash : DUMMY_PASSCODE_HASH;
      const ok = await attempt.verify(args.passcode, stored);
      if (!ok || !dealer || !project) throw new UnauthenticatedError(INVALID_PASSCODE);
      if (dealer.passcode_change_required) await repo.passcodeRuleMet(dealer.id);
      const apiToken = generateApiToken();
      const expiresAt = new Date(Date.now() + opts.sessionTtlHours * 3600_000);
      await repo.insertToken(db, {
        dealer_id: dealer.id,
        kind: 'PASSCODE',
        name: 'Passcode session',
        token_hash: hashApiToken(apiToken),
        expires_at: expiresAt,
        project_id: project.id,
      });
      return { apiToken, expiresAt, dealer, projectId: project.public_id };
    },
  };
}

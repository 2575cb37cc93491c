/**
 * The fields every project type shows (schema `interface Project`), resolved once for
 * snapsheets and playbooks. What a visitor sees is limited here (A5, A6): the customer only to
 * the project's dealer (not a passcode session); `locker`/`lockerCode` are the caller's own
 * locker; `lockers` every locker of the project, for the dealer only.
 */
import type { RequestContext } from './root-types.js';
import type { LockerRow, ProjectRow } from '../../db/types.js';
import { canEditProject, projectVisibility } from '../../lib/caller.js';
import { sharedContact } from '../../lib/dealer-contact.js';
import { NotFoundError } from '../../lib/errors.js';

type Parent = ProjectRow;

/** The caller's own locker of a project row, read once for `lockerCode` and `locker` together. */
const OWN_LOCKERS = Symbol('own lockers of project rows');
function ownLocker(p: Parent, { services, caller, loaders }: RequestContext): Promise<LockerRow | null> {
  const ownLockers = loaders.perRequest(OWN_LOCKERS, () => new WeakMap<Parent, Promise<LockerRow | null>>());
  let locker = ownLockers.get(p);
  if (!locker) {
    locker = services.lockers.ownLocker(caller, p.id);
    ownLockers.set(p, locker);
  }
  return locker;
}

export const projectFields = {
  id: (p: Parent) => p.public_id,
  visibility: (p: Parent) => projectVisibility(p),
  canEdit: (p: Parent, _a: unknown, { caller }: RequestContext) => canEditProject(caller, p),
  title: (p: Parent) => p.title,
  teamName: (p: Parent) => p.team_name,
  status: (p: Parent) => (p.deleted_at ? 'ARCHIVED' : p.status) as never,
  colors: async (p: Parent, _a: unknown, { loaders }: RequestContext) =>
    (await loaders.color.loadMany(p.color_ids)).filter((x) => x && !(x instanceof Error)) as never,
  dealerCode: async (p: Parent, _a: unknown, { loaders }: RequestContext) =>
    (await loaders.dealer.load(p.dealer_id))?.code ?? '',
  lockerCode: async (p: Parent, _a: unknown, ctx: RequestContext) => (await ownLocker(p, ctx))?.code ?? null,
  locker: (p: Parent, _a: unknown, ctx: RequestContext) => ownLocker(p, ctx),
  lockers: (p: Parent, _a: unknown, { services, caller }: RequestContext) => services.lockers.projectLockers(caller, p),
  updatedAt: (p: Parent) => p.updated_at,
  // The customer record is the dealer's (dashboard) data: not even a passcode session sees it.
  customer: (p: Parent, _a: unknown, { loaders, dealer }: RequestContext) =>
    p.customer_id && dealer?.id === p.dealer_id ? loaders.customer.load(p.customer_id) : null,
  // D4: the project's rep, the dealer's data like its customer.
  rep: (p: Parent, _a: unknown, { loaders, dealer }: RequestContext) =>
    p.rep_id && dealer?.id === p.dealer_id ? loaders.rep.load(p.rep_id) : null,
  // The dealer as a visitor sees it, phone and email as the dealer chose (a
  // showroom overrides this with its own choice).
  dealer: async (p: Parent, _a: unknown, { loaders }: RequestContext) => {
    const dealer = await loaders.dealer.load(p.dealer_id);
    if (!dealer) throw new NotFoundError('Dealer');
    return sharedContact(dealer);
  },
  // The dealer's business (and a passcode session's); null for visitors.
  openQuoteCount: (p: Parent, _a: unknown, { caller, loaders }: RequestContext) =>
    canEditProject(caller, p) ? loaders.openQuoteCount.load(p.id) : null,
};

/**
 * The fields every project type shows (schema `interface Project`), resolved once for
 * snapsheets and playbooks. What a visitor sees is limited here (A5, A6): the customer only to
 * the project's dealer (not a passcode session); `locker`/`lockerCode` are the caller's own
 * locker; `lockers` every locker of the project, for the dealer only.
 */
import type { GraphQLContext } from '../../context.js';
import type { ProjectRow } from '../../db/types.js';
import { canEditProject, projectVisibility } from '../../lib/caller.js';

type Parent = ProjectRow;

export const projectFields = {
  id: (p: Parent) => p.public_id,
  visibility: (p: Parent) => projectVisibility(p),
  canEdit: (p: Parent, _a: unknown, { caller }: GraphQLContext) => canEditProject(caller, p),
  title: (p: Parent) => p.title,
  teamName: (p: Parent) => p.team_name,
  status: (p: Parent) => (p.deleted_at ? 'ARCHIVED' : p.status) as never,
  colors: async (p: Parent, _a: unknown, { loaders }: GraphQLContext) =>
    (await loaders.color.loadMany(p.color_ids)).filter((x) => x && !(x instanceof Error)) as never,
  dealerCode: async (p: Parent, _a: unknown, { loaders }: GraphQLContext) =>
    (await loaders.dealer.load(p.dealer_id))?.code ?? '',
  lockerCode: async (p: Parent, _a: unknown, { services, caller }: GraphQLContext) =>
    (await services.lockers.ownLocker(caller, p.id))?.code ?? null,
  locker: (p: Parent, _a: unknown, { services, caller }: GraphQLContext) => services.lockers.ownLocker(caller, p.id),
  lockers: (p: Parent, _a: unknown, { services, caller }: GraphQLContext) => services.lockers.projectLockers(caller, p),
  updatedAt: (p: Parent) => p.updated_at,
  // The customer record is the dealer's (dashboard) data: not even a passcode session sees it.
  customer: (p: Parent, _a: unknown, { loaders, dealer }: GraphQLContext) =>
    p.customer_id && dealer?.id === p.dealer_id ? loaders.customer.load(p.customer_id) : null,
};

/**
 * Making a store and its items: a DRAFT store for one of the dealer's customers, from nothing,
 * a snapsheet's or a playbook's products or the dealer's showroom (each product drawn from a
 * saved configuration becomes an item; where the project's locker holds an approved proof of
 * that style, the item is frozen as the proof's configuration), and the dealer's list of items
 * and bundles, replaced at once while the store is a draft or scheduled.
 */
import { MAX_PROJECT_TITLE_LENGTH, MAX_TEAM_NAME_LENGTH } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { DealerRow, ProjectRow, StoreSourceTypeValue } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { requiredText } from '../../lib/input-checks.js';
import { startProject } from '../projects/index.js';
import { ownStore, type OwnStore, type StoresDeps } from './store-deps.js';
import {
  bundleDraft,
  itemDrafts,
  itemFromConfiguration,
  MAX_STORE_BUNDLES,
  MAX_STORE_ITEMS,
  type ItemDraft,
  type StoreBundleInput,
  type StoreItemInput,
} from './store-items.js';
import { checkTimeZone, DEFAULT_STORE_TIMEZONE } from './store-time.js';
import { changeStore } from './store-changes.js';
import * as repo from './stores.repository.js';

export interface CreateStoreInput {
  teamName: string;
  title?: string | null;
  customerId?: string | null;
  colorIds?: readonly string[] | null;
  sourceType: StoreSourceTypeValue;
  sourceId?: string | null;
  timezone?: string | null;
}

/** The team colours of a store with none given. */
const DEFAULT_COLOR_IDS = [19, 13, 25];

export function storeCreation(db: Db, deps: StoresDeps) {
  /** The dealer's project the store is made from; BAD_USER_INPUT `sourceId` for anything else. */
  async function sourceOf(dealer: DealerRow, input: CreateStoreInput): Promise<ProjectRow | null> {
    if (input.sourceType === 'NONE') return null;
    if (input.sourceType === 'SHOWROOM') {
      const showroom = await deps.showrooms.mine(dealer.id);
      if (!showroom) throw new BadUserInputError('sourceId', 'Set up your showroom first');
      return showroom;
    }
    if (!input.sourceId) throw new BadUserInputError('sourceId', 'Choose the project');
    try {
      return await deps.projects.own(dealer.id, input.sourceType, input.sourceId);
    } catch (err) {
      if (err instanceof NotFoundError) throw new BadUserInputError('sourceId', 'Unknown project');
      throw err;
    }
  }

  /** The items a source's products make (approved proofs first), for `dealer`. */
  async function itemsOfSource(dealer: DealerRow, source: ProjectRow): Promise<ItemDraft[]> {
    const loaders = deps.createLoaders();
    const products = await repo.sourceProducts(db, source.id, MAX_STORE_ITEMS);
    const proofs = await deps.proofs.approvedOfProject(source.id);
    const proofConfigs = await loaders.configuration.loadMany(proofs.map((p) => p.configurationId));
    const unused = proofs.map((p, i) => ({ ...p, config: proofConfigs[i] }));
    const drafts: ItemDraft[] = [];
    for (const product of products) {
      // The first approved proof of the product's style freezes it; each proof serves one item.
      const at = unused.findIndex(
        (p) => p.config && !(p.config instanceof Error) && p.config.style_id === product.style_id,
      );
      const proof = at >= 0 ? unused.splice(at, 1)[0]! : null;
      const config =
        proof?.config && !(proof.config instanceof Error)
          ? proof.config
          : await loaders.configuration.load(product.configuration_id);
      if (!config) continue;
      drafts.push(await itemFromConfiguration(loaders, dealer.id, config, source.id, proof));
    }
    return drafts;
  }

  return {
    /**
     * Creates a DRAFT store for `dealer`: its project (kind STORE, a public id of its own, its
     * link) and its row, with the source's items. Errors: BAD_USER_INPUT `teamName`, `title`,
     * `customerId`, `colorIds`, `sourceId`, `timezone`.
     */
    async create(dealer: DealerRow, input: CreateStoreInput): Promise<ProjectRow> {
      const teamName = requiredText(input.teamName, 'teamName', MAX_TEAM_NAME_LENGTH, 'team name');
      const title = input.title
        ? requiredText(input.title, 'title', MAX_PROJECT_TITLE_LENGTH, 'title')
        : `${teamName} Store`;
      const customerId = await deps.projects.checkCustomer(dealer.id, input.customerId);
      const timezone = checkTimeZone(input.timezone ?? DEFAULT_STORE_TIMEZONE);
      const source = await sourceOf(dealer, input);
      const colorIds = input.colorIds
        ? await deps.projects.checkColors(input.colorIds, 'colorIds')
        : (source?.color_ids ?? DEFAULT_COLOR_IDS);
      const items = source ? await itemsOfSource(dealer, source) : [];
      // Read before the transaction: it reads through the pool, which on one connection (PGlite)
      // would wait for the transaction itself.
      const repId = await deps.projects.checkRep(dealer.id, undefined, customerId);
      return db.transaction().execute(async (trx) => {
        const project = await startProject(trx, {
          dealer_id: dealer.id,
          type: 'STORE',
          title: title.slice(0, MAX_PROJECT_TITLE_LENGTH),
          team_name: teamName,
          customer_id: customerId,
          rep_id: repId,
          color_ids: colorIds,
          gender: null,
          template: null,
          template_id: null,
          default_logo_id: source?.default_logo_id ?? null,
          locker_code: null,
        });
        await repo.insertStore(trx, {
          project_id: project.id,
          timezone,
          opens_at: null,
          advertised_close_at: null,
          hard_close_at: null,
          group_label: null,
          passcode_hash: null,
          source_type: input.sourceType,
          source_project_id: source?.id ?? null,
          state_changed_at: deps.now(),
        });
        await repo.insertItems(
          trx,
          items.map(({ id: _id, rules, ...item }, position) => ({
            ...item,
            store_id: project.id,
            position,
            rules: JSON.stringify(rules),
          })),
        );
        return project;
      });
    },

    /**
     * Replaces the items and bundles of a DRAFT or SCHEDULED store (items kept by id keep their
     * configuration unless a new one is given). Errors: NOT_FOUND; CONFLICT past SCHEDULED;
     * BAD_USER_INPUT `items`, `items.N.*`, `bundles`, `bundles.N.*`.
     */
    async setItems(
      caller: Caller,
      storeId: string,
      items: readonly StoreItemInput[],
      bundles: readonly StoreBundleInput[],
    ): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      const editable = ['DRAFT', 'SCHEDULED'] as const;
      if (!editable.includes(own.store.state as (typeof editable)[number]))
        throw new ConflictError('The items of a store change only before it opens');
      const current = await repo.itemsOf(db, own.project.id);
      const drafts = await itemDrafts(deps.createLoaders(), own.project.dealer_id, items, current, (shortId, field) =>
        deps.configurations.byShortIdOrError(shortId, field),
      );
      if (bundles.length > MAX_STORE_BUNDLES)
        throw new BadUserInputError('bundles', `At most ${MAX_STORE_BUNDLES} bundles`);
      const bundleDrafts = bundles.map((b, i) => bundleDraft(b, i, drafts.length));
      // Taken again under the store's row lock: a store that opened since refuses.
      return changeStore(
        db,
        caller,
        own,
        editable,
        'The items of a store change only before it opens',
        async (trx, locked) => {
          await repo.deleteItemsExcept(
            trx,
            own.project.id,
            drafts.flatMap((d) => (d.id != null ? [d.id] : [])),
          );
          const ids: number[] = [];
          for (const [position, { id, rules, ...item }] of drafts.entries()) {
            const values = { ...item, store_id: own.project.id, position, rules: JSON.stringify(rules) };
            ids.push(
              id != null ? (await repo.updateItem(trx, id, values)).id : (await repo.insertItems(trx, [values]))[0]!.id,
            );
          }
          await repo.replaceBundles(
            trx,
            own.project.id,
            bundleDrafts.map(({ indexes, ...bundle }, position) => ({
              ...bundle,
              store_id: own.project.id,
              position,
              item_ids: indexes.map((i) => ids[i]!),
            })),
          );
          return locked;
        },
      );
    },
  };
}

/**
 * The snapsheet as a project kind (P5; project-kinds.ts): read by dealer code and public id as
 * the `snapsheet` query reads it; its thumbnail is its first product (in product order), drawn from that product's spec.
 */
import type { ProjectKind } from '../projects/project-kinds.js';
import { readSnapsheet, snapsheetProductSpec } from './snapsheets.resolvers.js';

export const snapsheetKind: ProjectKind = {
  type: 'SNAPSHEET',
  noun: 'Snapsheet',
  graphqlType: 'Snapsheet',
  read: (ctx, { dealerCode, id }) => (id == null ? Promise.resolve(null) : readSnapsheet(ctx, dealerCode, id)),
  async thumbnailSpecs(ctx, projects) {
    const first = await ctx.services.projects.firstSnapsheetProducts(projects.map((p) => p.id));
    return Promise.all(
      projects.map(async (p) => {
        const product = first.get(p.id);
        return product ? snapsheetProductSpec(ctx, product) : null;
      }),
    );
  },
};

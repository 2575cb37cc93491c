/**
 * The snapsheet as a project kind (P5; project-kinds.ts): its thumbnail is its first product
 * (in product order), drawn from that product's spec.
 */
import type { ProjectKind } from '../projects/project-kinds.js';
import { snapsheetProductSpec } from './snapsheets.resolvers.js';

export const snapsheetKind: ProjectKind = {
  type: 'SNAPSHEET',
  noun: 'Snapsheet',
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

/**
 * The snapsheet as a project kind (P5; project-kinds.ts): read by dealer code and public id as
 * the `snapsheet` query reads it; its thumbnail is its first product (in product order), drawn from that product's spec;
 * its PDF prints its products in product order; a duplicate gets a copy of its products (D7).
 */
import type { ProjectKind } from '../projects/index.js';
import { readSnapsheet, snapsheetProductSpec, snapsheetsResolvers } from './snapsheets.resolvers.js';

export const snapsheetKind: ProjectKind = {
  type: 'SNAPSHEET',
  graphqlType: 'Snapsheet',
  resolvers: [snapsheetsResolvers],
  read: (ctx, { dealerCode, id }) => (id == null ? Promise.resolve(null) : readSnapsheet(ctx, dealerCode, id)),
  async thumbnailSpecs(ctx, projects) {
    const first = await ctx.services.snapsheets.firstProducts(projects.map((p) => p.id));
    return Promise.all(
      projects.map(async (p) => {
        const product = first.get(p.id);
        return product ? snapsheetProductSpec(ctx, product) : null;
      }),
    );
  },
  async printSpecs(services, loaders, projectId) {
    const products = await services.snapsheets.products(projectId);
    return Promise.all(products.map((p) => snapsheetProductSpec({ services, loaders }, p)));
  },
  copyProducts: (services, trx, source, copy) => services.snapsheets.copyProducts(trx, source, copy),
  onDefaultLogo: (services, trx, project, logoId) =>
    services.snapsheets.redrawAll(trx, project, { ...project, default_logo_id: logoId }),
};

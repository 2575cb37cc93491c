/**
 * The playbook as a project kind (P3; projects/project-kinds.ts): read by dealer code and public
 * id; its thumbnail is the first product of its first page that has products (the pages as the
 * viewer shows them); its PDF prints the products of its pages; a duplicate gets a copy of its
 * catalogue (D7).
 */
import type { ProjectKind } from '../projects/index.js';
import { catalogProductSpec, pagesOf, playbooksResolvers } from './playbooks.resolvers.js';

export const playbookKind: ProjectKind = {
  type: 'PLAYBOOK',
  graphqlType: 'Playbook',
  resolvers: [playbooksResolvers],
  read: (ctx, { dealerCode, id }) =>
    id == null ? Promise.resolve(null) : ctx.services.projects.readable(ctx.caller, 'PLAYBOOK', dealerCode, id),
  thumbnailSpecs(ctx, projects) {
    return Promise.all(
      projects.map(async (p) => {
        const first = (await pagesOf(ctx, p)).find((page) => page.products.length)?.products[0];
        return first ? catalogProductSpec(ctx, first) : null;
      }),
    );
  },
  printSpecs: (services, loaders, projectId) => services.playbooks.printSpecs(loaders, projectId),
  copyProducts: (services, trx, source, copy) => services.playbooks.copyCatalogue(trx, source, copy),
};

/**
 * The showroom as a project kind (P6; projects/project-kinds.ts): named by its dealer's code
 * alone and read as the `showroom` query reads it; its thumbnail is the first product it shows,
 * drawn from that product's stored configuration.
 */
import type { ProjectKind } from '../projects/index.js';
import { showroomThumbnailSource, showroomsResolvers } from './showrooms.resolvers.js';
import { SHOWROOM } from './showroom-type.js';

export const showroomKind: ProjectKind = {
  type: SHOWROOM,
  graphqlType: 'Showroom',
  resolvers: [showroomsResolvers],
  read: (ctx, { dealerCode }) => ctx.services.showrooms.read(ctx.caller, dealerCode),
  thumbnailSpecs: (ctx, projects) => Promise.all(projects.map((p) => showroomThumbnailSource(ctx, p))),
};

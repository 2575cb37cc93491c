/**
 * Link previews of shared pages (issue 19 section 4): the gateway answers a project's page (any
 * of its routes: `/catalogs/{dealer}/{id}/...`, `/snapsheets/...`, `/showrooms/{dealer}/...`)
 * with a `<head>` of its own (title with team, project and dealer; description; Open Graph and
 * Twitter tags), read as a visitor without a key would (A5): a draft, an archived or an unknown
 * project answers 404 with the app's generic page (the app itself then shows the dealer their
 * draft, or 'not found'). Paths that name no project kind are not previews (null).
 */
import { isNamedByDealerCode, projectKindOf, projectTypeOfSegment } from '@tas/garments';
import type { GraphQLContext } from '../../context.js';
import type { Services } from '../../services.js';
import type { ProjectKinds } from '../projects/project-kinds.js';
import type { SharePreview } from './share-head.js';

/** A page's preview, or `NOT_FOUND` for a project nobody may see from a link. */
export type SharedPage = { status: 200; preview: SharePreview } | { status: 404 };

export function sharePreviews(services: Services, kinds: ProjectKinds) {
  return {
    /**
     * The shared page at `url` (path and query, as requested), or null when its path names no
     * project kind (the app's other routes).
     */
    async pageAt(url: string): Promise<SharedPage | null> {
      const path = url.split(/[?#]/, 1)[0]!;
      const [segment = '', dealerCode = '', id = ''] = path.split('/').filter(Boolean);
      const type = projectTypeOfSegment(segment);
      if (!type || dealerCode === 'create') return null;
      const byCode = isNamedByDealerCode(type);
      if (!dealerCode || (!byCode && !id)) return { status: 404 };
      const loaders = services.newLoaders();
      const ctx = {
        caller: { kind: 'VISITOR', visitorKey: null },
        dealer: null,
        tokenId: null,
        services,
        loaders,
        ip: '',
      } satisfies GraphQLContext;
      const project = await kinds.of(type).read(ctx, { dealerCode, id: byCode ? null : id });
      if (!project) return { status: 404 };
      const dealer = await loaders.dealer.load(project.dealer_id);
      const dealerName = dealer?.name || dealer?.code || '';
      const kind = projectKindOf(type);
      const team = project.team_name || project.title;
      const title = [team, project.title && project.title !== team ? project.title : null, dealerName]
        .filter(Boolean)
        .join(' · ');
      const description = `The ${kind.noun.toLowerCase()} of ${team}${dealerName ? ` from ${dealerName}` : ''}: customise the uniforms in 3D, collect every size in a locker and ask for a quote.`;
      const base = services.config.publicUrl;
      const canonical = byCode
        ? `${base}/${kind.pathSegment}/${encodeURIComponent(dealer?.code ?? dealerCode)}/`
        : `${base}/${kind.pathSegment}/${encodeURIComponent(dealer?.code ?? dealerCode)}/${project.public_id}/`;
      return { status: 200, preview: { title, description, url: canonical, image: null } };
    },
  };
}

export type SharePreviews = ReturnType<typeof sharePreviews>;

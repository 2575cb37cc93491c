/**
 * Link previews of shared pages: the gateway answers a project's page (any
 * of its routes: `/catalogs/{dealer}/{id}/...`, `/snapsheets/...`, `/showrooms/{dealer}/...`)
 * with a `<head>` of its own (title with team, project and dealer; description; Open Graph and
 * Twitter tags; `og:image` the project's link card, share-cards.service.ts), read as a visitor
 * without a key would (A5): a draft, an archived or an unknown project answers 404 with the app's
 * generic page (the app itself then shows the dealer their draft, or 'not found'). Paths that name
 * no project kind are not previews (null).
 */
import { isNamedByDealerCode, projectKindOf, projectTypeOfSegment } from '@tas/rules';
import type { GraphQLContext } from '../../context.js';
import type { DealerRow, ProjectRow, ProjectTypeValue } from '../../db/types.js';
import type { Services } from '../../services.js';
import type { ProjectKinds } from '../projects/index.js';
import type { SharePreview } from './share-head.js';

/** A page's preview, or `NOT_FOUND` for a project nobody may see from a link. */
export type SharedPage = { status: 200; preview: SharePreview } | { status: 404 };

/** The shared project a page's path names, as a visitor reads it. */
export interface SharedProject {
  type: ProjectTypeValue;
  project: ProjectRow;
  dealer: DealerRow | null;
  /** The page's path without its kind's routes: `/{segment}/{DEALER}/{id}` (`/{segment}/{DEALER}` for a showroom). */
  path: string;
}

/**
 * The version of a shared project's preview (its card is drawn once per version): the project's
 * last change and its dealer's (name and logo show on the card), in ms.
 */
export const cardVersion = (s: Pick<SharedProject, 'project' | 'dealer'>) =>
  `${s.project.updated_at.getTime().toString(36)}-${(s.dealer?.updated_at.getTime() ?? 0).toString(36)}`;

export function sharePreviews(services: Services, kinds: ProjectKinds) {
  /**
   * The shared project at `url` (path and query, as requested): undefined when its path names no
   * project kind (the app's other routes), null when it names one nobody may open from a link.
   */
  async function sharedAt(url: string): Promise<SharedProject | null | undefined> {
    const path = url.split(/[?#]/, 1)[0]!;
    const [segment = '', dealerCode = '', id = ''] = path.split('/').filter(Boolean);
    const type = projectTypeOfSegment(segment);
    if (!type || dealerCode === 'create') return undefined;
    const byCode = isNamedByDealerCode(type);
    if (!dealerCode || (!byCode && !id)) return null;
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
    if (!project) return null;
    const dealer = await loaders.dealer.load(project.dealer_id);
    const code = encodeURIComponent(dealer?.code ?? dealerCode);
    const segmentOf = projectKindOf(type).pathSegment;
    return {
      type,
      project,
      dealer,
      path: byCode ? `/${segmentOf}/${code}` : `/${segmentOf}/${code}/${project.public_id}`,
    };
  }

  return {
    sharedAt,

    /**
     * The shared page at `url` (path and query, as requested), or null when its path names no
     * project kind (the app's other routes).
     */
    async pageAt(url: string): Promise<SharedPage | null> {
      const shared = await sharedAt(url);
      if (shared === undefined) return null;
      if (shared === null) return { status: 404 };
      const { project, dealer, type } = shared;
      const dealerName = dealer?.name || dealer?.code || '';
      const kind = projectKindOf(type);
      const team = project.team_name || project.title;
      const title = [team, project.title && project.title !== team ? project.title : null, dealerName]
        .filter(Boolean)
        .join(' · ');
      const description = `The ${kind.noun.toLowerCase()} of ${team}${dealerName ? ` from ${dealerName}` : ''}: customise the uniforms in 3D, collect every size in a locker and ask for a quote.`;
      const base = services.config.publicUrl;
      const image = `${base}/share-cards${shared.path}.png?v=${cardVersion(shared)}`;
      return { status: 200, preview: { title, description, url: `${base}${shared.path}/`, image } };
    },
  };
}

export type SharePreviews = ReturnType<typeof sharePreviews>;

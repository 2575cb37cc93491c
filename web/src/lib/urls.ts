import {
  DEFAULT_ROUTE_PROJECT_TYPE,
  PROJECT_KINDS,
  PROJECT_TYPES,
  projectKindOf,
  projectTypeOfSegment,
  trimEnd,
  type ProjectType,
  type ProjectTypeNamedBy,
} from '@tas/rules';

/** Absolute form of a gateway path such as `/files/logos/1.png` (data: and http URLs unchanged). */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/** The project types whose routes carry a project id (P1): playbooks are `/catalogs/...`. */
export type RoutedProjectType = ProjectTypeNamedBy<'publicId'>;

/** Every project type with project routes (P1): showrooms' routes carry only the dealer code (P6). */
export type ProjectRouteType = ProjectType;

/** The path segment of a project type's routes (original section 2: `{type}s`; @tas/rules PROJECT_KINDS). */
export const PROJECT_SEGMENT = Object.fromEntries(
  PROJECT_TYPES.map((type) => [type, PROJECT_KINDS[type].pathSegment]),
) as Record<ProjectRouteType, string>;

/**
 * The project type of a project route: `/catalogs/...` (and the old `/playbooks/...`) are
 * playbooks, `/showrooms/...` showrooms, anything else a snapsheet.
 */
export function projectTypeOfPath(pathname: string): ProjectRouteType {
  const [first, second] = pathname.split('/').filter(Boolean);
  return projectTypeOfSegment((first === 'print' ? second : first) ?? '') ?? DEFAULT_ROUTE_PROJECT_TYPE;
}

/** The paths every project route type has (P1), see {@link projectPaths}. */
export interface ProjectPaths {
  /** The project page; a showroom's home (P6). */
  home: string;
  /** Where its products are listed: the project page, a showroom's catalogue (P6). */
  browse: string;
  product: (styleId: string, shortId?: string | null, catalogProductId?: string | null) => string;
  sizes: (shortId: string) => string;
  locker: string;
  roster: string;
}

/**
 * Paths of a project's routes (P1): `/{type}s/{dealerCode}/{projectId}/` and its product,
 * sizes-selection, locker and roster pages, and the print page of its PDF (R2). A showroom's are
 * `/showrooms/{dealerCode}/...` with no project id (P6) and `browse` is its `/catalogue`. The
 * dealer code is kept as in the URL. `product(styleId, shortId, editedProductId)`: the product
 * page, with the saved configuration and, for a product of the project being customised by its
 * dealer, that product's id (`catalog_product` of a playbook, `snapsheet_product` of a snapsheet;
 * saving there replaces its configuration, P3/P5).
 */
export function projectPaths(
  type: RoutedProjectType,
  dealerCode: string,
  projectId: string,
): ProjectPaths & { print: string };
export function projectPaths(type: ProjectRouteType, dealerCode: string, projectId?: string): ProjectPaths;
export function projectPaths(
  type: ProjectRouteType,
  dealerCode: string,
  projectId = '',
): ProjectPaths & { print?: string } {
  const kind = projectKindOf(type);
  const ids =
    kind.naming === 'dealerCode'
      ? encodeURIComponent(dealerCode)
      : `${encodeURIComponent(dealerCode)}/${encodeURIComponent(projectId)}`;
  const base = `/${PROJECT_SEGMENT[type]}/${ids}`;
  return {
    home: `${base}/`,
    browse: kind.naming === 'dealerCode' ? `${base}/catalogue` : `${base}/`,
    product: (styleId: string, shortId?: string | null, editedProductId?: string | null) => {
      const query = new URLSearchParams();
      if (shortId) query.set('short_id', shortId);
      const editedParam = kind.editedProductParam;
      if (editedProductId && editedParam) query.set(editedParam, editedProductId);
      const search = query.toString();
      return `${base}/product/${encodeURIComponent(styleId)}${search ? `?${search}` : ''}`;
    },
    sizes: (shortId: string) => `${base}/sizes-selection?short_id=${encodeURIComponent(shortId)}`,
    locker: `${base}/locker`,
    roster: `${base}/roster`,
    ...(kind.printable ? { print: `/print/${PROJECT_SEGMENT[type]}/${ids}` } : {}),
  };
}

/** Paths of a showroom's routes (P6): home, catalogue, product, sizes selection, locker, roster. */
export function showroomPaths(dealerCode: string): ProjectPaths & { catalogue: string } {
  const paths = projectPaths('SHOWROOM', dealerCode);
  return { ...paths, catalogue: paths.browse };
}

/** Paths of a snapsheet's project routes (P1). */
export function snapsheetPaths(dealerCode: string, projectId: string) {
  return projectPaths('SNAPSHEET', dealerCode, projectId);
}

/** A dealer-code path such as `/ABC123` (three capital letters, three digits; P1). */
const DEALER_CODE_PATH = /^\/([A-Z]{3}[0-9]{3})\/?$/;
const IFRAME_RESIZER_PATH = /^\/dashboard\/js\/iframeResizer\.js$/;

/**
 * Where the browser goes for the external redirects of P1 (original section 2): a dealer-code
 * path to `{showroomSiteUrl}/{code}`, `/dashboard/js/iframeResizer.js` to `iframeResizerUrl`.
 * Null for any other path (it is the app's).
 */
export function externalRedirect(
  pathname: string,
  targets: { showroomSiteUrl: string; iframeResizerUrl: string },
): string | null {
  const code = DEALER_CODE_PATH.exec(pathname)?.[1];
  if (code) return `${trimEnd(targets.showroomSiteUrl, '/')}/${code}`;
  if (IFRAME_RESIZER_PATH.test(pathname)) return targets.iframeResizerUrl;
  return null;
}

/** The external targets from the build's environment (`VITE_SHOWROOM_SITE_URL`, `VITE_IFRAME_RESIZER_URL`). */
export const EXTERNAL_TARGETS = {
  showroomSiteUrl:
    (import.meta.env.VITE_SHOWROOM_SITE_URL as string | undefined) || 'https://showroom.teamapparel.studio',
  iframeResizerUrl:
    (import.meta.env.VITE_IFRAME_RESIZER_URL as string | undefined) ||
    'https://cdn.jsdelivr.net/npm/iframe-resizer@4.4.5/js/iframeResizer.min.js',
};

/**
 * The `/catalogs/...` path of an old `/playbooks/...` address, keeping the rest of the path, the
 * query and the hash; null for any other path.
 */
export function catalogsPathOfPlaybooks(pathname: string, search = '', hash = ''): string | null {
  const m = /^\/playbooks(\/.*)?$/.exec(pathname);
  if (!m) return null;
  return `/catalogs${m[1] ?? '/'}${search}${hash}`;
}

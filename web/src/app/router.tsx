/**
 * The route tree (original spec section 2, P1). Screens load lazily, one chunk per route, so
 * the 3D player (three.js) is only downloaded on product pages and print pages stay light.
 * Every route names its page title in `handle.title`; RootLayout applies it.
 */
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isNamedByDealerCode } from '@tas/rules';
import { catalogsPathOfPlaybooks, EXTERNAL_TARGETS, externalRedirect, PROJECT_SEGMENT } from '../lib/urls';
import { DashboardGate } from '../modules/dashboard/DashboardGate';
import { PasscodeGate } from '../modules/dashboard/PasscodeGate';
import { RootLayout, type RouteHandle } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteLoading } from './RouteLoading';
import { WEB_KINDS } from './web-kinds';

const title = (t: string): RouteHandle => ({ title: t });

/**
 * A project's routes (P1, original section 2: "the same screens are reused for each type and the
 * route sets the type of project"): its page, product, sizes selection, locker and roster. A
 * showroom's carry only the dealer code (`/showrooms/{dealerCode}/...`, P6) and add its
 * catalogue. No entry guard; dealer mode comes from a matching session or from `?passcode=`
 * (A4, PasscodeGate).
 */
function projectRoutes(type: keyof typeof PROJECT_SEGMENT, home: RouteObject, extra: RouteObject[] = []): RouteObject {
  return {
    path: isNamedByDealerCode(type)
      ? `${PROJECT_SEGMENT[type]}/:dealerCode`
      : `${PROJECT_SEGMENT[type]}/:dealerCode/:projectId`,
    Component: PasscodeGate,
    children: [
      { ...home, index: true } as RouteObject,
      ...extra,
      {
        path: 'product/:styleId',
        handle: title('Customize Your Product'),
        lazy: () => import('../routes/project-product'),
      },
      { path: 'sizes-selection', handle: title('Sizes Selection'), lazy: () => import('../routes/project-sizes') },
      { path: 'locker', handle: title('Locker'), lazy: () => import('../routes/project-locker') },
      { path: 'roster', handle: title('Roster'), lazy: () => import('../routes/project-roster') },
    ],
  };
}

/** `/{type}s/create` (create mode, original section 2): the dashboard's create form of that type. */
function toCreateForm(kind: 'playbook' | 'snapsheet') {
  return ({ request }: LoaderFunctionArgs) =>
    redirect(`/dashboard/create_project/${kind}${new URL(request.url).search}`);
}

/**
 * Unmatched paths: the external redirects of P1 (a dealer code such as `/ABC123` to the showroom
 * site, the iframeResizer script) leave the app; anything else is '404 - Not Found'.
 */
function externalOrNotFound({ request }: LoaderFunctionArgs) {
  const target = externalRedirect(new URL(request.url).pathname, EXTERNAL_TARGETS);
  if (!target) return null;
  window.location.replace(target);
  // The page is being left: render nothing meanwhile.
  return new Promise<never>(() => {});
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Shown while the first screen's code loads (lazy routes).
    HydrateFallback: RouteLoading,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect('/dashboard/') },
      {
        path: 'dashboard',
        children: [
          {
            path: 'unauthorized',
            handle: title('Unauthorized'),
            lazy: () => import('../routes/dashboard-unauthorized'),
          },
          {
            // Dashboard routes need dealer mode, else the entry flow runs (A1, A3).
            Component: DashboardGate,
            children: [
              {
                lazy: () => import('../modules/dashboard/DashboardLayout'),
                children: [
                  { index: true, handle: title('Get Started'), lazy: () => import('../routes/dashboard-home') },
                  {
                    path: 'showroom',
                    handle: title('My Showroom'),
                    lazy: () => import('../routes/dashboard-showroom'),
                  },
                  {
                    path: 'customers',
                    handle: title('Customers'),
                    lazy: () => import('../routes/dashboard-customers'),
                  },
                  {
                    path: 'projects/snapsheet',
                    handle: title('My Snapsheets'),
                    lazy: () => import('../routes/dashboard-snapsheets'),
                  },
                  {
                    path: 'projects/playbook',
                    handle: title('My Playbooks'),
                    lazy: () => import('../routes/dashboard-playbooks'),
                  },
                  { path: 'FAQ', handle: title('FAQ'), lazy: () => import('../routes/dashboard-faq') },
                  {
                    path: 'settings',
                    handle: title('My Settings'),
                    lazy: () => import('../routes/dashboard-settings'),
                  },
                  { path: 'reps', handle: title('Reps'), lazy: () => import('../routes/dashboard-reps') },
                  { path: 'quotes', handle: title('My Messages'), lazy: () => import('../routes/dashboard-quotes') },
                  {
                    path: 'quotes/:quoteId',
                    handle: title('Quote Details'),
                    lazy: () => import('../routes/dashboard-quote'),
                  },
                  {
                    path: 'orders/:orderId',
                    handle: title('Order'),
                    lazy: () => import('../routes/dashboard-order'),
                  },
                  {
                    path: 'order_sync',
                    handle: title('Order Sync'),
                    lazy: () => import('../routes/dashboard-order-sync'),
                  },
                  {
                    path: 'notices',
                    handle: title('Email Notices'),
                    lazy: () => import('../routes/dashboard-notices'),
                  },
                  { path: 'queues', handle: title('Queues'), lazy: () => import('../routes/dashboard-queues') },
                  // The kinds' own dashboard screens (web-kinds.ts).
                  ...WEB_KINDS.flatMap((kind) => kind.dashboardRoutes),
                ],
              },
              {
                path: 'create_project/snapsheet',
                handle: title('Create Snapsheet'),
                lazy: () => import('../routes/create-snapsheet'),
              },
              {
                path: 'create_project/playbook',
                handle: title('Create Playbook'),
                lazy: () => import('../routes/create-playbook'),
              },
            ],
          },
        ],
      },
      projectRoutes('SNAPSHEET', { handle: title('Snapsheet'), lazy: () => import('../routes/snapsheet') }),
      // A playbook (catalog) viewer (P2, P3); the create flow of D8 opens it in create mode.
      projectRoutes('PLAYBOOK', { handle: title('Playbook'), lazy: () => import('../routes/playbook') }),
      // A dealer's showroom (P6): home (catalogs and the customisation box), then its catalogue.
      projectRoutes('SHOWROOM', { handle: title('Showroom'), lazy: () => import('../routes/showroom-home') }, [
        { path: 'catalogue', handle: title('Catalogue'), lazy: () => import('../routes/showroom-catalogue') },
      ]),
      // The kinds' own pages and print pages (web-kinds.ts).
      ...WEB_KINDS.flatMap((kind) => kind.routes),
      { path: 'snapsheets/create', loader: toCreateForm('snapsheet') },
      { path: 'catalogs/create', loader: toCreateForm('playbook') },
      {
        // The old playbook addresses keep working: same rest of path and query under /catalogs/.
        path: 'playbooks/*',
        loader: ({ request }) => {
          const url = new URL(request.url);
          return redirect(catalogsPathOfPlaybooks(url.pathname, url.search) ?? '/404');
        },
      },
      {
        path: 'snapsheets-templates',
        handle: title('Snapsheet Templates'),
        lazy: () => import('../routes/snapsheet-templates'),
      },
      {
        // What a proof link opens: the customer's proofs, no sign-in.
        path: 'proofs/:token',
        handle: title('Proofs'),
        lazy: () => import('../routes/proof-approval'),
      },
      {
        // What a quote link opens: the customer's quote and its acceptance, no sign-in.
        path: 'quotes/view/:token',
        handle: title('Your quote'),
        lazy: () => import('../routes/quote-link'),
      },
      {
        // Print pages for the render service's PDFs (R2): no app chrome.
        path: 'print/snapsheets/:dealerCode/:projectId',
        handle: title('Snapsheet'),
        lazy: () => import('../routes/print-snapsheet'),
      },
      {
        path: 'print/catalogs/:dealerCode/:projectId',
        handle: title('Playbook'),
        lazy: () => import('../routes/print-playbook'),
      },
      {
        path: 'print/proofs/:proofId',
        handle: title('Proof'),
        lazy: () => import('../routes/print-proof'),
      },
      {
        path: 'print/quotes/:quoteId',
        handle: title('Quote'),
        lazy: () => import('../routes/print-quote'),
      },
      {
        // A shared project's link card: pictured at 1200 x 630.
        path: 'print/cards/:segment/:dealerCode/:projectId?',
        handle: title('Link card'),
        lazy: () => import('../routes/print-share-card'),
      },
      { path: '404', handle: title('404 - Not Found'), lazy: () => import('../routes/not-found') },
      {
        path: '*',
        handle: title('404 - Not Found'),
        loader: externalOrNotFound,
        lazy: () => import('../routes/not-found'),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

/**
 * The authorization matrix (issue 6, A4, A5, A6), generated from the schema: every Query and
 * Mutation field is called, with a selection of every field reachable from its type (built from
 * the schema, not written by hand), by each caller:
 *
 * - a visitor (with its own visitor key), another dealer, a passcode session of another project
 *   of the owner, a PDF job's print grant of another project of the owner (R2), the owner's token
 *   after logout (revoked): none of the owner's private
 *   identifiers (marker strings planted in the owner's records) may appear in their answers, the
 *   dealer-only operations answer them an error, and none of their calls changes the owner's
 *   data;
 * - the owner: every operation answers data without errors (so the recipes really reach the
 *   records the others are refused).
 *
 * Records are in every status (open, draft, published, archived) and ids next to real ones are
 * tried. Playbook editing (P3: bulk edit, sports, catalogs, catalog products, filters) and
 * snapsheet editing (P5: products, featured colour, gender, collection, settings) must
 * answer every other caller NOT_FOUND; the publish queues (P4) are the owner's only, with a
 * school-queue and a team-travel record planted; the owner's state compared before and after
 * includes every playbook's stored catalogue. The test fails when an operation or a field with required arguments is added to the
 * schema and not covered here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInterfaceType,
  isNonNullType,
  isScalarType,
  isUnionType,
  parse,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import sharp from 'sharp';
import { typeDefs } from '@tas/schema';
import { ENTRY_SECRET, startHarness, type Harness } from './harness.js';
import { signEntryToken } from '../src/modules/dealers/entry-token.js';
import { hashPasscode } from '../src/modules/dealers/passcode.js';

const schema: GraphQLSchema = buildASTSchema(parse(typeDefs.join('\n')));

/** Types whose fields are selected one level only (public catalog data, large and harmless). */
const LEAF_TYPES = new Set([
  'Product',
  'Garment',
  'GarmentPanel',
  'GarmentZone',
  'Variant',
  'Design',
  'Color',
  'Sport',
  'Font',
  'DecorationLocation',
  'RenderSpec',
  'RenderDecoration',
]);

/** Types holding dealer data: every field of these must be reached by the generated selections. */
const OWNED_TYPES = [
  'Dealer',
  'Rep',
  'Customer',
  'Logo',
  'ProjectLogos',
  'Snapsheet',
  'SnapsheetProduct',
  'SnapsheetPage',
  'Playbook',
  'PlaybookSport',
  'PlaybookCatalog',
  'PlaybookProduct',
  'PlaybookPage',
  'NewSchool',
  'SchoolQueueRecord',
  'TeamTravelQueueRecord',
  'Locker',
  'LockerItem',
  'LockerItemPrices',
  'SizeLine',
  'Quote',
  'QuoteItem',
  'QuoteProject',
  'QuoteContact',
  'QuoteSizeLine',
  'QuoteItemProof',
  'Proof',
  'ProofSizeLine',
  'ProofApproval',
  'ProofDelivery',
  'Order',
  'OrderLine',
  'OrderLineSize',
  'OrderLineDecoration',
  'OrderLineColor',
  'RenderJob',
  'ApiToken',
  'DashboardStats',
  'OrderWebhookSettings',
  'Configuration',
  'Decoration',
  'Showroom',
  'ShowroomCatalog',
  'ShowroomProduct',
  'ShowroomLook',
  'ShowroomDealer',
];

/** Arguments for object fields with required arguments (`Type.field`). */
const FIELD_ARGS: Record<string, string> = {
  'Product.msrp': '(size: "L")',
  'Configuration.snapshot': '(view: FRONT)',
  'Showroom.product': '(styleId: "CG2100")',
};

const MAX_DEPTH = 5;
const reached = new Set<string>();

/** The selection set of every field of `type` down to `depth` levels (interfaces expanded). */
function selectionOf(type: GraphQLNamedType, depth: number, path: string[] = []): string {
  if (isScalarType(type) || isEnumType(type)) return '';
  if (isInterfaceType(type) || isUnionType(type)) {
    const impls = isUnionType(type) ? type.getTypes() : schema.getPossibleTypes(type);
    return `{ __typename ${impls.map((t) => `... on ${t.name} ${selectionOf(t, depth, path)}`).join(' ')} }`;
  }
  const obj = type as GraphQLObjectType;
  const parts: string[] = ['__typename'];
  for (const field of Object.values(obj.getFields())) {
    const key = `${obj.name}.${field.name}`;
    const named = getNamedType(field.type);
    const leaf = isScalarType(named) || isEnumType(named);
    const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
    if (required.length && !FIELD_ARGS[key]) {
      throw new Error(`${key} has required arguments: add them to FIELD_ARGS in authorization-matrix.test.ts`);
    }
    const args = FIELD_ARGS[key] ?? '';
    if (leaf) {
      parts.push(`${field.name}${args}`);
      reached.add(key);
      continue;
    }
    if (depth <= 1 || LEAF_TYPES.has(obj.name) || path.filter((p) => p === named.name).length >= 1) continue;
    parts.push(`${field.name}${args} ${selectionOf(named, depth - 1, [...path, obj.name])}`);
    reached.add(key);
  }
  return `{ ${parts.join(' ')} }`;
}

function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`);
  const args = field.args.map((a) => `${a.name}: $${a.name}`);
  const named = getNamedType(field.type);
  const sel = selectionOf(named, MAX_DEPTH - 1, [named.name]);
  return `${kind}${vars.length ? `(${vars.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${sel} }`;
}

type Role = 'owner' | 'visitor' | 'otherDealer' | 'passcodeOther' | 'printOther' | 'revoked';
const OTHERS: Role[] = ['visitor', 'otherDealer', 'passcodeOther', 'printOther', 'revoked'];

/** Ids an operation is called with; non-owners get each {@link Variant}. */
interface Ids {
  snapsheet: string;
  playbook: string;
  customer: string;
  logo: string;
  rep: string;
  quote: string;
  order: string;
  job: string;
  token: string;
  locker: string;
  lockerItem: string;
  /** A catalog of the playbook's first sport (fsg-football) and every catalog of it, comma-separated in order. */
  catalog: string;
  footballCatalogs: string;
  /** A catalog product of the playbook (a CG2100 basketball jersey, the style of `shortId`). */
  catalogProduct: string;
  /** The first product of the snapsheet (a CG2100 jersey, the style of `shortId`). */
  snapsheetProduct: string;
  /**
   * A proof link of the quote and two of its proofs (issue 18): the owner (the link's holder)
   * approves one and asks for changes to the other; other callers hold a token next to it.
   */
  proofToken: string;
  proof: string;
  proofB: string;
}

interface Fixture {
  dealerCode: string;
  shortId: string;
  passcode: string;
  ids: Ids;
  /** Records the owner's destructive calls use up. */
  spare: Ids & { quoteLocker: string; proofQuote: string };
}

interface Recipe {
  /** dealer: visitors, revoked tokens and passcode sessions must get an error. */
  access: 'public' | 'dealer';
  vars: (ids: Ids, role: Role, fx: Fixture) => Record<string, unknown>;
  /** Runs after the other owner calls (it changes or removes what they use). */
  last?: boolean;
  /** Call once per caller with the real ids only (sign-in attempts count against limits). */
  once?: boolean;
  /** The error code every other caller must get (A6: the same answer as for an id that does not exist). */
  refusal?: 'NOT_FOUND';
}

const CONTACT = { name: 'Pat Coach', email: 'pat@matrix.example' };
/** A roster file (L2): two players, one of them a number used twice (a warning). */
const ROSTER_FILE = {
  filename: 'matrix.csv',
  contentBase64: Buffer.from('Player Name,Jersey #,Size,Qty\nRoster One,4,M,1\nRoster Two,4,XL,2\n').toString('base64'),
};
const JERSEY_DECORATIONS = (logoId: string) => [{ contentType: 'UPLOADS', location: 'left-chest', logoId }];
const COLORS = ['19', '13', '25'];

const RECIPES: Record<string, Recipe> = {
  // Queries
  ok: { access: 'public', vars: () => ({}) },
  colors: { access: 'public', vars: () => ({}) },
  snapsheetColors: { access: 'public', vars: () => ({}) },
  sports: { access: 'public', vars: () => ({ template: 'FSG' }) },
  product: { access: 'public', vars: () => ({ styleId: 'CG2100' }) },
  products: { access: 'public', vars: () => ({ first: 2 }) },
  fonts: { access: 'public', vars: () => ({}) },
  graphics: { access: 'public', vars: () => ({ category: 'SPORT' }) },
  graphicsAttribution: { access: 'public', vars: () => ({}) },
  configuration: { access: 'public', vars: (_i, _r, fx) => ({ shortId: fx.shortId }) },
  decorationPrices: {
    access: 'public',
    vars: (i) => ({ decorations: JERSEY_DECORATIONS(i.logo), quantity: 12, styleId: 'CG2100' }),
  },
  configurationPrice: {
    access: 'public',
    vars: (i, _r, fx) => ({
      input: {
        styleId: 'CG2100',
        decorations: JERSEY_DECORATIONS(i.logo),
        quantity: 12,
        projectType: 'SNAPSHEET',
        projectId: i.snapsheet,
        dealerCode: fx.dealerCode,
      },
    }),
  },
  customers: { access: 'dealer', vars: () => ({}) },
  customer: { access: 'dealer', vars: (i) => ({ id: i.customer }) },
  me: { access: 'public', vars: () => ({}) },
  dashboardStats: { access: 'dealer', vars: () => ({}) },
  logos: { access: 'dealer', vars: () => ({}) },
  projectLogos: { access: 'public', vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet }) },
  locker: { access: 'public', vars: (i) => ({ code: i.locker }) },
  snapsheet: { access: 'public', vars: (i, _r, fx) => ({ dealerCode: fx.dealerCode, id: i.snapsheet }) },
  playbook: { access: 'public', vars: (i, _r, fx) => ({ dealerCode: fx.dealerCode, id: i.playbook }) },
  // Any kind by its reference (P1): the snapsheet here, read as `snapsheet` reads it.
  project: {
    access: 'public',
    vars: (i, _r, fx) => ({ ref: { type: 'SNAPSHEET', dealerCode: fx.dealerCode, id: i.snapsheet } }),
  },
  projects: { access: 'dealer', vars: () => ({ type: 'SNAPSHEET' }) },
  snapsheetTemplates: { access: 'public', vars: () => ({}) },
  quotes: { access: 'dealer', vars: () => ({}) },
  quote: { access: 'dealer', vars: (i) => ({ id: i.quote }) },
  orders: { access: 'dealer', vars: () => ({}) },
  orderWebhook: { access: 'dealer', vars: () => ({}) },
  ordersCsv: { access: 'dealer', vars: () => ({}) },
  notices: { access: 'dealer', vars: () => ({}) },
  noticesDelivered: { access: 'dealer', vars: () => ({}) },
  renderJob: { access: 'dealer', vars: (i) => ({ id: i.job }) },
  // Issue 19 section 5: the open snapsheet's export is its customers' download.
  sharedProjectPdf: { access: 'public', vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet }) },
  schools: { access: 'public', vars: () => ({ search: 'high', first: 5 }) },
  schoolQueue: { access: 'dealer', vars: () => ({}) },
  teamTravelQueue: { access: 'dealer', vars: () => ({}) },
  // The owner's showroom is a draft (P6, A5): nobody else reads it.
  showroom: { access: 'public', vars: (_i, _r, fx) => ({ dealerCode: fx.dealerCode }) },
  myShowroom: { access: 'dealer', vars: () => ({}) },
  // Mutations
  noop: { access: 'public', vars: () => ({}) },
  saveConfiguration: {
    access: 'public',
    vars: (i) => ({ input: { styleId: 'CG2100', colorIds: COLORS, decorations: JERSEY_DECORATIONS(i.logo) } }),
  },
  saveCustomer: {
    access: 'dealer',
    vars: (i) => ({ input: { id: i.customer, name: 'Renamed High', type: 'SCHOOL', colorIds: COLORS } }),
  },
  setCustomerStatus: { access: 'dealer', vars: (i) => ({ id: i.customer, status: 'ACTIVE' }) },
  enterDashboard: {
    access: 'public',
    once: true,
    vars: (_i, role, fx) => {
      const fields = { code: fx.dealerCode, exp: Math.floor(Date.now() / 1000) + 600 };
      const token = signEntryToken(role === 'owner' ? ENTRY_SECRET : 'not-the-entry-secret-0123456789', fields);
      return { input: { ...fields, token } };
    },
  },
  logout: { access: 'public', vars: () => ({}), last: true },
  passcodeAccess: {
    access: 'public',
    once: true,
    vars: (i, role, fx) => ({
      dealerCode: fx.dealerCode,
      projectType: 'SNAPSHEET',
      projectId: i.snapsheet,
      passcode: role === 'owner' ? fx.passcode : 'guess-1234',
    }),
  },
  enterWithPasscode: {
    access: 'public',
    once: true,
    vars: (i, role, fx) => ({
      dealerCode: fx.dealerCode,
      projectId: i.snapsheet,
      passcode: role === 'owner' ? fx.passcode : 'guess-5678',
    }),
  },
  updateCompanyInfo: { access: 'dealer', vars: () => ({ input: { name: 'Matrix Sports', email: 'mx@x.example' } }) },
  uploadLogo: { access: 'dealer', vars: () => ({ input: { filename: 'up.png', content: PNG_BASE64 } }) },
  uploadFile: { access: 'dealer', vars: () => ({ input: { filename: 'up.png', content: PNG_BASE64 } }) },
  // C3: whoever may open the project uploads a logo kept with it (the owner's is a draft).
  uploadProjectLogo: {
    access: 'public',
    vars: (i) => ({
      projectType: 'SNAPSHEET',
      projectId: i.snapsheet,
      input: { filename: 'up.png', content: PNG_BASE64 },
    }),
  },
  updateLogo: { access: 'dealer', vars: (i) => ({ id: i.logo, input: { name: 'Renamed logo' } }) },
  cropLogo: {
    access: 'dealer',
    vars: (i) => ({
      id: i.logo,
      input: { content: PNG_BASE64, crop: { x: 0, y: 0, width: 1, height: 1, zoom: 1, aspect: 'free' } },
    }),
  },
  setLogoType: { access: 'dealer', vars: (i) => ({ logoId: i.logo, types: ['primary'] }) },
  deleteLogo: { access: 'dealer', vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.logo : i.logo }) },
  addProjectLogo: {
    access: 'dealer',
    vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet, logoId: i.logo }),
  },
  removeProjectLogo: {
    access: 'dealer',
    last: true,
    vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet, logoId: i.logo }),
  },
  setDefaultLogo: {
    access: 'dealer',
    vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet, logoId: i.logo }),
  },
  addToLocker: {
    access: 'public',
    vars: (i, _r, fx) => ({
      input: {
        projectType: 'SNAPSHEET',
        projectId: i.snapsheet,
        lockerCode: i.locker,
        configurationShortId: fx.shortId,
        sizeLines: [{ size: 'L', quantity: 1, playerName: 'EXTRA' }],
      },
    }),
  },
  updateLockerItem: {
    access: 'public',
    vars: (i) => ({ id: i.lockerItem, input: { sizeLines: [{ size: 'M', quantity: 2, playerName: 'ZQPLAYER' }] } }),
  },
  previewRosterImport: { access: 'public', vars: () => ({ styleId: 'CG2100', file: ROSTER_FILE }) },
  // Owners append the file to their own item; everyone else holds only codes next to theirs.
  importRoster: { access: 'public', vars: (i) => ({ lockerItemId: i.lockerItem, file: ROSTER_FILE, mode: 'APPEND' }) },
  removeLockerItem: {
    access: 'public',
    vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.lockerItem : i.lockerItem }),
  },
  createSnapsheet: {
    access: 'dealer',
    vars: (i) => ({ input: { teamName: 'Matrix Team', colorIds: COLORS, customerId: i.customer } }),
  },
  addSnapsheetProduct: { access: 'dealer', vars: (i) => ({ snapsheetId: i.snapsheet, input: { styleId: 'CG2200' } }) },
  // Editing a snapsheet (P5): anyone but its dealer and its passcode sessions gets NOT_FOUND.
  snapsheetCollections: { access: 'public', vars: () => ({}) },
  updateSnapsheetProduct: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i, _r, fx) => ({
      id: i.snapsheetProduct,
      input: { customPriceCents: 5500, configurationShortId: fx.shortId },
    }),
  },
  moveSnapsheetProduct: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({ id: i.snapsheetProduct, direction: 'DOWN' }),
  },
  removeSnapsheetProduct: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.snapsheetProduct : i.snapsheetProduct }),
  },
  setSnapsheetFeaturedColor: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({ snapsheetId: i.snapsheet, colorId: '13', productIds: [i.snapsheetProduct] }),
  },
  setSnapsheetGender: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({ snapsheetId: i.snapsheet, gender: 'WOMEN' }),
  },
  setSnapsheetCollection: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({ snapsheetId: i.snapsheet, collectionId: 'fall-sports' }),
  },
  updateSnapsheetSettings: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({
      snapsheetId: i.snapsheet,
      input: { title: 'Matrix Snapsheet', teamName: 'Matrix Team', colorIds: ['13', '19', '25'], showPrices: false },
    }),
  },
  publishProject: {
    access: 'dealer',
    last: true,
    vars: (i) => ({ projectType: 'PLAYBOOK', projectId: i.playbook }),
  },
  createPlaybook: {
    access: 'dealer',
    vars: (i) => ({
      input: {
        template: 'FSG',
        sports: ['fsg-football'],
        teamName: 'Matrix',
        colorIds: COLORS,
        customerId: i.customer,
      },
    }),
  },
  // Editing a playbook (P3): the owner edits the published playbook; sports come and go on the
  // spare (draft) one so that the other recipes keep their sport and catalog ids.
  updatePlaybook: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({
      playbookId: i.playbook,
      input: { title: 'Matrix Playbook', showPrices: true, colorIds: ['13', '19', '25'] },
    }),
  },
  addPlaybookSport: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i, role, fx) => ({ playbookId: role === 'owner' ? fx.spare.playbook : i.playbook, sportId: 'fsg-soccer' }),
  },
  removePlaybookSport: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    last: true,
    vars: (i, role, fx) => ({ playbookId: role === 'owner' ? fx.spare.playbook : i.playbook, sportId: 'fsg-soccer' }),
  },
  reorderPlaybookSports: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({ playbookId: i.playbook, sportIds: ['fsg-basketball', 'fsg-football'] }),
  },
  reorderPlaybookCatalogs: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({
      playbookId: i.playbook,
      sportId: 'fsg-football',
      catalogIds: i.footballCatalogs.split(',').reverse(),
    }),
  },
  renamePlaybookSport: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({ playbookId: i.playbook, sportId: 'fsg-football', name: 'Gridiron' }),
  },
  addCatalogProduct: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({
      playbookId: i.playbook,
      input: { catalogId: i.catalog, styleId: 'CG3300', customPriceCents: 4200 },
    }),
  },
  updateCatalogProduct: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i, _r, fx) => ({
      id: i.catalogProduct,
      input: { name: 'Home Jersey', customPriceCents: 5500, configurationShortId: fx.shortId },
    }),
  },
  moveCatalogProduct: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({ id: i.catalogProduct, input: { pageNumber: 3, position: 2 } }),
  },
  removeCatalogProduct: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.catalogProduct : i.catalogProduct }),
  },
  setPlaybookFilters: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (i) => ({ playbookId: i.playbook, input: { genders: ['MEN'], productTypes: ['SUBLIMATED'] } }),
  },
  duplicateProject: { access: 'dealer', vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet }) },
  archiveProject: {
    access: 'dealer',
    vars: (i, role, fx) => ({
      projectType: 'SNAPSHEET',
      projectId: role === 'owner' ? fx.spare.snapsheet : i.snapsheet,
    }),
  },
  restoreProject: {
    access: 'dealer',
    vars: (i, role, fx) => ({
      projectType: 'SNAPSHEET',
      projectId: role === 'owner' ? fx.spare.snapsheet : i.snapsheet,
    }),
  },
  requestQuote: {
    access: 'public',
    vars: (i, role, fx) => ({ lockerCode: role === 'owner' ? fx.spare.quoteLocker : i.locker, contact: CONTACT }),
  },
  markQuoteRead: { access: 'dealer', vars: (i) => ({ id: i.quote, read: true }) },
  closeQuote: { access: 'dealer', vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.quote : i.quote }) },
  convertQuoteToOrder: { access: 'dealer', vars: (i) => ({ id: i.quote }), last: true },
  unlockQuoteProject: { access: 'dealer', vars: (i) => ({ id: i.quote }) },
  // Issue 18 section 6: the quote's PDF is its dealer's.
  exportQuotePdf: { access: 'dealer', vars: (i) => ({ id: i.quote }) },
  setOrderWebhook: {
    access: 'dealer',
    vars: (_i, role) => ({ url: `http://127.0.0.1:9/${role === 'owner' ? 'zq-secret-hook' : 'own-hook'}` }),
  },
  retryOrderSync: { access: 'dealer', vars: (i) => ({ id: i.order }) },
  // Proofs (issue 18): sending is the dealer's; the link's token reads its proofs and decides them.
  sendProofs: {
    access: 'dealer',
    vars: (i, role, fx) => ({ quoteId: role === 'owner' ? fx.spare.proofQuote : i.quote }),
  },
  proofApproval: { access: 'public', vars: (i) => ({ token: i.proofToken }) },
  proof: { access: 'dealer', vars: (i) => ({ id: i.proof }) },
  order: { access: 'dealer', vars: (i) => ({ id: i.order }) },
  approveProof: {
    access: 'public',
    vars: (i) => ({ token: i.proofToken, proofId: i.proof, approverName: 'Pat Coach', agreed: true }),
    refusal: 'NOT_FOUND',
  },
  requestProofChanges: {
    access: 'public',
    vars: (i) => ({ token: i.proofToken, proofId: i.proofB, comment: 'Bigger numbers' }),
    refusal: 'NOT_FOUND',
  },
  exportProjectPdf: { access: 'dealer', vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet }) },
  requestSharedProjectPdf: {
    access: 'public',
    vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet }),
  },
  updateDealerSettings: { access: 'dealer', vars: () => ({ input: { headerMessage: 'Welcome, teams' } }) },
  setDealerPasscode: { access: 'dealer', vars: (_i, _r, fx) => ({ passcode: fx.passcode }), last: true },
  setDealerLogo: { access: 'dealer', vars: (i) => ({ logoId: i.logo }) },
  createApiToken: { access: 'dealer', vars: () => ({ name: 'Automation' }) },
  revokeApiToken: { access: 'dealer', vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.token : i.token }) },
  // Showrooms (P6): another dealer's saveShowroom sets up its own showroom (the owner's customer
  // is refused); the team-link and look saves are the owner's and its passcode sessions' only.
  saveShowroom: {
    access: 'dealer',
    vars: (i) => ({
      input: { teamName: 'Matrix Showroom', mascot: 'Matrix', colorIds: COLORS, customerId: i.customer },
    }),
  },
  saveShowroomCatalogs: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (_i, _r, fx) => ({ dealerCode: fx.dealerCode, catalogIds: ['fsg-soccer', 'fsg-lacrosse'] }),
  },
  saveShowroomLook: {
    access: 'dealer',
    refusal: 'NOT_FOUND',
    vars: (_i, _r, fx) => ({
      dealerCode: fx.dealerCode,
      look: { decorationFillColorId: '13', decorationOutlineColorId: '19', font: 'full block' },
    }),
  },
  saveRep: { access: 'dealer', vars: (i) => ({ input: { id: i.rep, name: 'Renamed Rep' } }) },
  removeRep: { access: 'dealer', vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.rep : i.rep }) },
};

let PNG_BASE64 = '';

/** Strings only the owner may ever see (planted in the owner's private records). */
const SECRETS: string[] = [];

/** An id one step from a real one: integers +1, codes with their last character changed. */
function nextTo(id: string): string {
  if (/^\d+$/.test(id)) return String(Number(id) + 1);
  const last = id.at(-1)!;
  return id.slice(0, -1) + (last === 'a' ? 'b' : 'a');
}

describe('authorization matrix (A4, A5, A6)', () => {
  let h: Harness;
  let fx: Fixture;
  const tokens: Partial<Record<Role, string>> = {};
  const headers: Record<Role, Record<string, string>> = {
    owner: {},
    visitor: { 'x-visitor-key': 'matrix-visitor-key-0001' },
    otherDealer: {},
    passcodeOther: {},
    printOther: {},
    revoked: {},
  };

  async function call(role: Role, query: string, variables: Record<string, unknown>) {
    return h.gql(query, variables, tokens[role], headers[role]);
  }

  async function ok<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const r = await h.gql(query, variables, tokens.owner);
    if (r.errors) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(r.errors)}`);
    return r.data as T;
  }

  beforeAll(async () => {
    PNG_BASE64 = (
      await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 9, g: 9, b: 9, alpha: 1 } } })
        .png()
        .toBuffer()
    ).toString('base64');
    h = await startHarness({ env: { ORDER_WEBHOOK_ALLOW_PRIVATE: 'on', RENDER_RATE_LIMIT: '100000' } });
    const dealerCode = 'MTX001';
    tokens.owner = (await h.signIn(dealerCode, { email: 'zq-owner@secret.example' })).token;
    tokens.otherDealer = (await h.signIn('MTX002')).token;
    const revoked = (await h.signIn(dealerCode)).token;
    await h.gql(`mutation { logout }`, {}, revoked);
    tokens.revoked = revoked;
    const passcode = 'matrix-pass-1';
    await h.built.database.db
      .updateTable('dealers')
      .set({ passcode_hash: await hashPasscode(passcode) })
      .where('code', '=', dealerCode)
      .execute();

    const logoUpload = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id url } }`;
    const rep = await ok(
      `mutation { saveRep(input: { name: "Zq Secret Rep", email: "zq-rep@secret.example", phone: "555-0199" }) { id } }`,
    );
    const spareRep = await ok(`mutation { saveRep(input: { name: "Spare Rep" }) { id } }`);
    const customer = await ok(`mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`, {
      input: { name: 'Zq Secret Customer', type: 'SCHOOL', colorIds: COLORS, repId: rep.saveRep.id },
    });
    const customerId = customer.saveCustomer.id as string;
    // Its own bytes, so its content-addressed file name is the owner's only.
    const secretPng = (
      await sharp({ create: { width: 9, height: 7, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } } })
        .png()
        .toBuffer()
    ).toString('base64');
    const secretLogo = await ok(logoUpload, {
      input: { filename: 'zq-secret-logo.png', content: secretPng, customerId, name: 'Zq Secret Logo' },
    });
    const spareLogo = await ok(logoUpload, { input: { filename: 'spare.png', content: PNG_BASE64 } });
    const create = `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`;
    const snap = async (teamName: string) =>
      (await ok(create, { input: { teamName, colorIds: COLORS, customerId } })).createSnapsheet.id as string;
    const open = await snap('Open Team');
    const draft = await snap('Zq Draft Team');
    const archived = await snap('Zq Archived Team');
    const spareSnapsheet = await snap('Spare Team');
    const other = await snap('Other Project');
    await h.built.database.db.updateTable('projects').set({ status: 'DRAFT' }).where('public_id', '=', draft).execute();
    /** Adds a CG2100 jersey to a snapsheet; returns the new product's id. */
    const addJersey = async (id: string) =>
      (
        await ok(
          `mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100" }) { products { id } } }`,
          { id },
        )
      ).addSnapsheetProduct.products.at(-1).id as string;
    const snapsheetProducts: Record<string, string> = {};
    for (const id of [draft, open, archived]) snapsheetProducts[id] = await addJersey(id);
    const spareSnapsheetProduct = await addJersey(open);
    // Archived after its product was added (an archived snapsheet refuses changes).
    await ok(`mutation($id: ID!) { archiveProject(projectType: SNAPSHEET, projectId: $id) { id } }`, { id: archived });
    const playbook = async (teamName: string) =>
      (
        await ok(`mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`, {
          input: {
            template: 'FSG',
            sports: ['fsg-football', 'fsg-basketball'],
            teamName,
            colorIds: COLORS,
            customerId,
          },
        })
      ).createPlaybook.id as string;
    const draftPlaybook = await playbook('Zq Draft Playbook');
    const publishedPlaybook = await playbook('Published Playbook');
    const archivedPlaybook = await playbook('Zq Archived Playbook');
    // A playbook with a new school, published (one school-queue and one team-travel record),
    // then archived so that only its dealer may read it.
    const queuedPlaybook = await playbook('Zq Queue Team');
    await ok(`mutation($id: ID!, $input: PlaybookInput!) { updatePlaybook(playbookId: $id, input: $input) { id } }`, {
      id: queuedPlaybook,
      input: { newSchool: { name: 'Zq Secret School', mascot: 'Zq Mascots', city: 'Austin', state: 'TX' } },
    });
    for (const id of [publishedPlaybook, queuedPlaybook])
      await ok(`mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { id } }`, { id });
    for (const id of [archivedPlaybook, queuedPlaybook])
      await ok(`mutation($id: ID!) { archiveProject(projectType: PLAYBOOK, projectId: $id) { id } }`, { id });
    /** Catalog and catalog-product ids of a playbook (see `Ids`). */
    const catalogueIds = async (id: string) => {
      const { playbook: p } = await ok(
        `query($id: ID!) { playbook(dealerCode: "${dealerCode}", id: $id) {
          sports { id catalogs { id products { id product { styleId } } } } } }`,
        { id },
      );
      type Catalog = { id: string; products: { id: string; product: { styleId: string } }[] };
      const sports = p.sports as { id: string; catalogs: Catalog[] }[];
      const football = sports.find((s) => s.id === 'fsg-football')!.catalogs;
      const all = sports.flatMap((s) => s.catalogs.flatMap((c) => c.products));
      return {
        catalog: football[0]!.id,
        footballCatalogs: football.map((c) => c.id).join(','),
        catalogProduct: all.find((x) => x.product.styleId === 'CG2100')!.id,
        firstProduct: football[0]!.products[0]!.id,
      };
    };
    const publishedIds = await catalogueIds(publishedPlaybook);
    const draftIds = await catalogueIds(draftPlaybook);
    const archivedIds = await catalogueIds(archivedPlaybook);

    // A public logo on the open snapsheet; the configuration everyone may use.
    const publicLogo = await ok(logoUpload, { input: { filename: 'public-crest.png', content: PNG_BASE64 } });
    await ok(
      `mutation($p: ID!, $l: ID!) { addProjectLogo(projectType: SNAPSHEET, projectId: $p, logoId: $l) { projectId } }`,
      {
        p: open,
        l: publicLogo.uploadLogo.id,
      },
    );
    const config = await ok(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
      input: { styleId: 'CG2100', colorIds: COLORS, decorations: JERSEY_DECORATIONS(publicLogo.uploadLogo.id) },
    });
    const shortId = config.saveConfiguration.shortId as string;
    const addToLocker = `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`;
    const lockerInput = (player: string) => ({
      input: {
        projectType: 'SNAPSHEET',
        projectId: open,
        configurationShortId: shortId,
        sizeLines: [{ size: 'L', quantity: 2, playerName: player, playerNumber: '7' }],
      },
    });
    // The owner's own locker (two items, one spare), and a second visitor's locker with a quote.
    await ok(addToLocker, lockerInput('ZQOWNERPLAYER'));
    const ownLocker = (await ok(addToLocker, lockerInput('ZQOWNERPLAYER'))).addToLocker;
    const fan = await h.gql(addToLocker, lockerInput('ZQFANPLAYER'), undefined, {
      'x-visitor-key': 'matrix-fan-0000001',
    });
    const fanLocker = fan.data.addToLocker;
    const quote = await h.gql(
      `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
      { c: fanLocker.code, contact: { name: 'Zq Fan', email: 'zq-fan@secret.example' } },
    );
    const spareFan = await h.gql(addToLocker, lockerInput('ZQSPAREPLAYER'), undefined, {
      'x-visitor-key': 'matrix-fan-0000002',
    });
    const spareQuote = await h.gql(
      `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
      { c: spareFan.data.addToLocker.code, contact: { name: 'Zq Spare', email: 'zq-spare@secret.example' } },
    );
    const closable = await h.gql(addToLocker, lockerInput('ZQCLOSEPLAYER'), undefined, {
      'x-visitor-key': 'matrix-fan-0000004',
    });
    const closableQuote = await h.gql(
      `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
      { c: closable.data.addToLocker.code, contact: { name: 'Zq Close', email: 'zq-spare@secret.example' } },
    );
    const quoteLocker = (
      await h.gql(addToLocker, lockerInput('ZQQUOTEPLAYER'), undefined, { 'x-visitor-key': 'matrix-fan-0000003' })
    ).data.addToLocker.code as string;
    // Proofs (issue 18): a fifth visitor's locker of two items is quoted and its proofs sent (the
    // link's holder decides them); a sixth visitor's quote is the owner's to send proofs of.
    const proofFan = { 'x-visitor-key': 'matrix-fan-0000005' };
    await h.gql(addToLocker, lockerInput('ZQPROOFPLAYER'), undefined, proofFan);
    const proofLocker = (await h.gql(addToLocker, lockerInput('ZQPROOFPLAYER'), undefined, proofFan)).data.addToLocker;
    const proofQuote = await h.gql(
      `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
      { c: proofLocker.code, contact: { name: 'Zq Proof', email: 'zq-proof@secret.example' } },
    );
    const sent = await ok(`mutation($q: ID!) { sendProofs(quoteId: $q) { url proofs { id } } }`, {
      q: proofQuote.data.requestQuote.id,
    });
    const proofToken = (sent.sendProofs.url as string).split('/').at(-1)!;
    const ownerProofFan = await h.gql(addToLocker, lockerInput('ZQPROOFPLAYER'), undefined, {
      'x-visitor-key': 'matrix-fan-0000006',
    });
    const ownerProofQuote = await h.gql(
      `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
      { c: ownerProofFan.data.addToLocker.code, contact: { name: 'Zq Proof', email: 'zq-proof@secret.example' } },
    );
    // Orders are made here without proofs (the owner's setting, recorded on the order).
    await ok(`mutation { updateDealerSettings(input: { convertWithoutApproval: true }) { id } }`);
    const order = await ok(`mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`, {
      id: spareQuote.data.requestQuote.id,
    });
    // A failed delivery, so that retryOrderSync has something to retry.
    await h.built.database.db
      .updateTable('orders')
      .set({ sync_status: 'FAILED' })
      .where('id', '=', Number(order.convertQuoteToOrder.id))
      .execute();
    const job = await ok(`mutation($id: ID!) { exportProjectPdf(projectType: SNAPSHEET, projectId: $id) { id } }`, {
      id: open,
    });
    // The owner's showroom (P6), a draft with the secret customer and logo.
    const showroom = await ok(`mutation($input: ShowroomInput!) { saveShowroom(input: $input) { id } }`, {
      input: {
        teamName: 'Zq Secret Showroom Team',
        mascot: 'Zq Secret Mascot',
        customerId,
        colorIds: COLORS,
        logoId: secretLogo.uploadLogo.id,
        catalogIds: ['fsg-lacrosse'],
        fonts: ['full block', 'bebas'],
      },
    });
    const token = await ok(`mutation { createApiToken(name: "zq-secret-token") { apiToken { id } } }`);
    const spareToken = await ok(`mutation { createApiToken(name: "zq-spare-token") { apiToken { id } } }`);
    await ok(`mutation { setOrderWebhook(url: "http://127.0.0.1:9/zq-secret-hook") { settings { url } } }`);

    const pass = await h.gql(
      `mutation($p: ID!) { passcodeAccess(dealerCode: "${dealerCode}", projectType: SNAPSHEET, projectId: $p, passcode: "${passcode}") { apiToken } }`,
      { p: other },
    );
    tokens.passcodeOther = pass.data.passcodeAccess.apiToken;
    // A PDF job's print grant of the other project (R2): it reads that one project only.
    const otherRow = await h.built.database.db
      .selectFrom('projects')
      .select('id')
      .where('public_id', '=', other)
      .executeTakeFirstOrThrow();
    headers.printOther = {
      'x-print-token': (await h.built.services.printGrants.issue(otherRow.id, null, 3600)).token,
    };

    fx = {
      dealerCode,
      shortId,
      passcode,
      ids: {
        snapsheet: open,
        playbook: publishedPlaybook,
        customer: customerId,
        logo: secretLogo.uploadLogo.id,
        rep: rep.saveRep.id,
        quote: quote.data.requestQuote.id,
        order: order.convertQuoteToOrder.id,
        job: job.exportProjectPdf.id,
        token: token.createApiToken.apiToken.id,
        locker: ownLocker.code,
        lockerItem: ownLocker.items[0].id,
        catalog: publishedIds.catalog,
        footballCatalogs: publishedIds.footballCatalogs,
        catalogProduct: publishedIds.catalogProduct,
        snapsheetProduct: snapsheetProducts[open]!,
        proofToken,
        proof: sent.sendProofs.proofs[0].id,
        proofB: sent.sendProofs.proofs[1].id,
      },
      spare: {
        snapsheet: spareSnapsheet,
        playbook: draftPlaybook,
        customer: customerId,
        logo: spareLogo.uploadLogo.id,
        rep: spareRep.saveRep.id,
        quote: closableQuote.data.requestQuote.id,
        order: order.convertQuoteToOrder.id,
        job: job.exportProjectPdf.id,
        token: spareToken.createApiToken.apiToken.id,
        locker: ownLocker.code,
        lockerItem: ownLocker.items[1].id,
        catalog: draftIds.catalog,
        footballCatalogs: draftIds.footballCatalogs,
        catalogProduct: draftIds.firstProduct,
        snapsheetProduct: spareSnapsheetProduct,
        quoteLocker,
        proofToken,
        proof: sent.sendProofs.proofs[0].id,
        proofB: sent.sendProofs.proofs[1].id,
        proofQuote: ownerProofQuote.data.requestQuote.id,
      },
    };
    variants = [
      { ...fx.ids },
      {
        ...fx.ids,
        snapsheet: draft,
        playbook: draftPlaybook,
        ...draftIds,
        snapsheetProduct: snapsheetProducts[draft]!,
      },
      {
        ...fx.ids,
        snapsheet: archived,
        playbook: archivedPlaybook,
        ...archivedIds,
        snapsheetProduct: snapsheetProducts[archived]!,
      },
      Object.fromEntries(Object.entries(fx.ids).map(([k, v]) => [k, nextTo(v)])) as unknown as Ids,
    ];
    // Non-owners never hold the owner's locker codes: they try codes next to them.
    for (const v of variants) {
      v.locker = nextTo(fx.ids.locker);
      v.lockerItem = `${nextTo(fx.ids.locker)}.${fx.ids.lockerItem.split('.')[1]}`;
      v.proofToken = nextTo(fx.ids.proofToken);
    }
    SECRETS.push(
      'Zq Secret Customer',
      'Zq Secret Rep',
      'zq-rep@secret.example',
      '555-0199',
      'zq-secret-logo.png',
      'Zq Secret Logo',
      secretLogo.uploadLogo.url.split('/').at(-1)!.split('.')[0]!,
      'zq-owner@secret.example',
      draft,
      archived,
      draftPlaybook,
      archivedPlaybook,
      queuedPlaybook,
      'Zq Queue Team',
      'Zq Secret School',
      'Zq Mascots',
      ownLocker.code,
      fanLocker.code,
      quoteLocker,
      'ZQOWNERPLAYER',
      'ZQFANPLAYER',
      'ZQCLOSEPLAYER',
      'ZQPROOFPLAYER',
      proofToken,
      proofLocker.code,
      'zq-proof@secret.example',
      'zq-fan@secret.example',
      'zq-spare@secret.example',
      'zq-secret-token',
      'zq-secret-hook',
      showroom.saveShowroom.id,
      'Zq Secret Showroom Team',
      'Zq Secret Mascot',
    );
  }, 240_000);

  afterAll(async () => {
    await h?.close();
  });

  let variants: Ids[] = [];
  // `logout` goes last: it ends the session of whoever calls it.
  const operations = (['query', 'mutation'] as const)
    .flatMap((kind) =>
      Object.values((kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!).getFields()).map(
        (field) => ({ kind, field }),
      ),
    )
    .sort((a, b) => Number(a.field.name === 'logout') - Number(b.field.name === 'logout'));

  it('has a recipe for every operation of the schema', () => {
    const missing = operations.map((o) => o.field.name).filter((n) => !RECIPES[n]);
    expect(missing, 'operations without a recipe in authorization-matrix.test.ts').toEqual([]);
  });

  it('reaches every field of every dealer-owned type', () => {
    for (const { kind, field } of operations) documentFor(kind, field);
    const missing = OWNED_TYPES.flatMap((t) =>
      Object.keys((schema.getType(t) as GraphQLObjectType).getFields()).map((f) => `${t}.${f}`),
    ).filter((k) => !reached.has(k));
    expect(missing).toEqual([]);
  });

  async function ownerState(): Promise<string> {
    const data = await ok(`{
      me { name email phone headerMessage dealerMargin hasPasscode apiTokens { id name }
           reps { id name email phone } customers(first: 100) { nodes { id name status rep { id } logos { id } } } }
      logos { id name types }
      snapsheets: projects(type: SNAPSHEET, first: 100) { nodes { id title status ... on Snapsheet { products { id } } } }
      playbooks: projects(type: PLAYBOOK, first: 100) { nodes { id title status } }
      archivedPlaybooks: projects(type: PLAYBOOK, status: ARCHIVED, first: 100) { nodes { id } }
      schoolQueue { id name status }
      teamTravelQueue { id name status sports }
      archived: projects(type: SNAPSHEET, status: ARCHIVED, first: 100) { nodes { id } }
      quotes(first: 100) { nodes { id status read proofs { status latest { version status approverName comment } } } }
      orders(first: 100) { nodes { id syncStatus } }
      orderWebhook { url }
      locker(code: "${fx.ids.locker}") { code locked items { id sizeLines { size quantity playerName } } }
    }`);
    // Each playbook's stored catalogue and settings (one query each: the cost limit).
    const ids = [...data.playbooks.nodes, ...data.archivedPlaybooks.nodes].map((n: { id: string }) => n.id);
    const catalogues = [];
    for (const id of ids)
      catalogues.push(
        await ok(
          `query($id: ID!) { playbook(dealerCode: "${fx.dealerCode}", id: $id) {
            teamName showPrices showCoverAndIndex schoolCode newSchool { name } genderFilter productTypeFilter
            colors { id } sports { id name order catalogs { id order products { id name catalogPageIndex
            catalogPageOrder customPriceCents customized configuration { shortId } } } } } }`,
          { id },
        ),
      );
    const showroom = await ok(`{ myShowroom { id title teamName mascot status colors { id } customer { id }
      defaultLogo { id } look { decorationFill { id } decorationOutline { id } font } fonts { key }
      catalogs { id selected } products { id configuration { shortId } } } }`);
    // Each snapsheet's settings and products (P5 editing), one query each.
    const snapsheets = [];
    for (const id of [...data.snapsheets.nodes, ...data.archived.nodes].map((n: { id: string }) => n.id))
      snapsheets.push(
        await ok(
          `query($id: ID!) { snapsheet(dealerCode: "${fx.dealerCode}", id: $id) {
            title teamName showPrices status gender colors { id } featuredColor { id } collection { id }
            products { id order customPriceCents customized variant { id } design { id } configuration { shortId } } } }`,
          { id },
        ),
      );
    return JSON.stringify({ data, catalogues, snapsheets, showroom });
  }

  it('gives other callers none of the owner data and changes nothing of it', async () => {
    const before = await ownerState();
    const problems: string[] = [];
    for (const { kind, field } of operations) {
      const recipe = RECIPES[field.name]!;
      const doc = documentFor(kind, field);
      for (const role of OTHERS) {
        for (const ids of recipe.once ? variants.slice(0, 1) : variants) {
          const r = await call(role, doc, recipe.vars(ids, role, fx));
          const text = JSON.stringify(r);
          const leaked = SECRETS.filter((s) => text.includes(s));
          if (leaked.length) problems.push(`${field.name} as ${role}: leaked ${leaked.join(', ')}`);
          if (r.errors?.some((e) => e.extensions?.code === 'INTERNAL'))
            problems.push(`${field.name} as ${role}: INTERNAL ${JSON.stringify(r.errors)}`);
          const value = (r.data as Record<string, unknown> | null | undefined)?.[field.name];
          const empty = value == null || (Array.isArray(value) && value.length === 0);
          const code = r.errors?.[0]?.extensions?.code;
          // A print grant may never write: every mutation is FORBIDDEN to it before any id is
          // looked at, which tells nothing about the id either.
          const refusal = role === 'printOther' && kind === 'mutation' ? 'FORBIDDEN' : recipe.refusal;
          if (refusal && code !== refusal)
            problems.push(`${field.name} as ${role}: ${code ?? 'no error'}, not ${refusal}`);
          if (recipe.access === 'dealer' && role !== 'otherDealer' && !empty)
            problems.push(`${field.name} as ${role}: answered data ${text.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await ownerState()).toBe(before);
  }, 600_000);

  it('answers the owner every operation with data', async () => {
    const failures: string[] = [];
    const ordered = [...operations].sort(
      (a, b) =>
        Number(RECIPES[a.field.name]!.last ?? false) - Number(RECIPES[b.field.name]!.last ?? false) ||
        Number(a.field.name === 'logout') - Number(b.field.name === 'logout'),
    );
    for (const { kind, field } of ordered) {
      const recipe = RECIPES[field.name]!;
      const r = await call('owner', documentFor(kind, field), recipe.vars(fx.ids, 'owner', fx));
      const value = (r.data as Record<string, unknown> | null | undefined)?.[field.name];
      if (r.errors || value === undefined || (value === null && field.name !== 'noop'))
        failures.push(`${field.name}: ${JSON.stringify(r.errors ?? r.data).slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

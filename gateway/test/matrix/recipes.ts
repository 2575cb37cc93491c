/**
 * How the authorization matrix calls each operation: {@link RECIPES}, with the
 * callers and ids of callers.ts.
 */
import { ENTRY_SECRET } from '../harness.js';
import { signEntryToken } from '../../src/modules/dealers/entry-token.js';
import { COLORS, JERSEY_DECORATIONS, media, type Recipe } from './callers.js';
import { STORE_RECIPES } from './recipes-stores.js';

const CONTACT = { name: 'Pat Coach', email: 'pat@matrix.example' };
/** A roster file (L2): two players, one of them a number used twice (a warning). */
const ROSTER_FILE = {
  filename: 'matrix.csv',
  contentBase64: Buffer.from('Player Name,Jersey #,Size,Qty\nRoster One,4,M,1\nRoster Two,4,XL,2\n').toString('base64'),
};
export const RECIPES: Record<string, Recipe> = {
  // Queries
  ok: { vars: () => ({}) },
  colors: { optional: () => ({ palette: 'STOCK' }), vars: () => ({}) },
  snapsheetColors: { vars: () => ({}) },
  sports: { vars: () => ({ template: 'FSG' }) },
  product: { vars: () => ({ styleId: 'CG2100' }) },
  products: {
    optional: () => ({
      filter: { search: 'jersey', category: 'UNIFORM', gender: 'MEN', sport: 'fsg-football', brand: 'chromagear' },
    }),
    vars: () => ({ first: 2 }),
  },
  fonts: { vars: () => ({}) },
  graphics: { vars: () => ({ category: 'SPORT' }) },
  graphicsAttribution: { vars: () => ({}) },
  configuration: { vars: (_i, _r, fx) => ({ shortId: fx.shortId }) },
  decorationPrices: {
    vars: (i) => ({ decorations: JERSEY_DECORATIONS(i.logo), quantity: 12, styleId: 'CG2100' }),
  },
  configurationPrice: {
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
  customers: { optional: () => ({ status: 'ARCHIVED', search: 'Zq', first: 5 }), vars: () => ({}) },
  customer: { vars: (i) => ({ id: i.customer }) },
  me: { vars: () => ({}) },
  dashboardStats: { vars: () => ({}) },
  logos: {
    otherDealer: 'BAD_USER_INPUT',
    optional: (i) => ({ customerId: i.customer, kind: 'IMAGE' }),
    vars: () => ({}),
  },
  projectLogos: { vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet }) },
  locker: { vars: (i) => ({ code: i.locker }) },
  snapsheet: { vars: (i, _r, fx) => ({ dealerCode: fx.dealerCode, id: i.snapsheet }) },
  playbook: { vars: (i, _r, fx) => ({ dealerCode: fx.dealerCode, id: i.playbook }) },
  // Any kind by its reference (P1): the snapsheet here, read as `snapsheet` reads it.
  project: {
    vars: (i, _r, fx) => ({ ref: { type: 'SNAPSHEET', dealerCode: fx.dealerCode, id: i.snapsheet } }),
  },
  projects: {
    optional: () => ({ status: 'ARCHIVED', search: 'Zq', hasOpenQuote: true, first: 5 }),
    vars: () => ({ type: 'SNAPSHEET' }),
  },
  snapsheetTemplates: { vars: () => ({}) },
  quotes: { optional: () => ({ status: 'OPEN', first: 5 }), vars: () => ({}) },
  quote: { printGrant: 'NOT_FOUND', vars: (i) => ({ id: i.quote }) },
  orders: { optional: () => ({ syncStatus: 'FAILED', first: 5 }), vars: () => ({}) },
  orderWebhook: { vars: () => ({}) },
  ordersCsv: { optional: () => ({ syncStatus: 'FAILED' }), vars: () => ({}) },
  notices: { optional: () => ({ first: 1 }), vars: () => ({}) },
  noticesDelivered: { vars: () => ({}) },
  renderJob: { refusal: 'NOT_FOUND', vars: (i) => ({ id: i.job }) },
  // The open snapsheet's export is its customers' download.
  sharedProjectPdf: { vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet }) },
  schools: { vars: () => ({ search: 'high', first: 5 }) },
  schoolQueue: { vars: () => ({}) },
  teamTravelQueue: { vars: () => ({}) },
  // The owner's showroom is a draft (P6, A5): nobody else reads it.
  showroom: { vars: (_i, _r, fx) => ({ dealerCode: fx.dealerCode }) },
  myShowroom: { vars: () => ({}) },
  // Mutations
  noop: { vars: () => ({}) },
  saveConfiguration: {
    vars: (i) => ({ input: { styleId: 'CG2100', colorIds: COLORS, decorations: JERSEY_DECORATIONS(i.logo) } }),
  },
  saveCustomer: {
    vars: (i) => ({ input: { id: i.customer, name: 'Renamed High', type: 'SCHOOL', colorIds: COLORS } }),
  },
  setCustomerStatus: { vars: (i) => ({ id: i.customer, status: 'ACTIVE' }) },
  enterDashboard: {
    once: true,
    vars: (_i, role, fx) => {
      const fields = { code: fx.dealerCode, exp: Math.floor(Date.now() / 1000) + 600 };
      const token = signEntryToken(role === 'owner' ? ENTRY_SECRET : 'not-the-entry-secret-0123456789', fields);
      return { input: { ...fields, token } };
    },
  },
  logout: { vars: () => ({}), last: true },
  passcodeAccess: {
    once: true,
    vars: (i, role, fx) => ({
      dealerCode: fx.dealerCode,
      projectType: 'SNAPSHEET',
      projectId: i.snapsheet,
      passcode: role === 'owner' ? fx.passcode : 'guess-1234',
    }),
  },
  enterWithPasscode: {
    once: true,
    vars: (i, role, fx) => ({
      dealerCode: fx.dealerCode,
      projectId: i.snapsheet,
      passcode: role === 'owner' ? fx.passcode : 'guess-5678',
    }),
  },
  updateCompanyInfo: { vars: () => ({ input: { name: 'Matrix Sports', email: 'mx@x.example' } }) },
  uploadLogo: { vars: () => ({ input: { filename: 'up.png', content: media.png } }) },
  uploadFile: { vars: () => ({ input: { filename: 'up.png', content: media.png } }) },
  // C3: whoever may open the project uploads a logo kept with it (the owner's is a draft).
  uploadProjectLogo: {
    vars: (i) => ({
      projectType: 'SNAPSHEET',
      projectId: i.snapsheet,
      input: { filename: 'up.png', content: media.png },
    }),
  },
  updateLogo: { vars: (i) => ({ id: i.logo, input: { name: 'Renamed logo' } }) },
  cropLogo: {
    vars: (i) => ({
      id: i.logo,
      input: { content: media.png, crop: { x: 0, y: 0, width: 1, height: 1, zoom: 1, aspect: 'free' } },
    }),
  },
  setLogoType: { vars: (i) => ({ logoId: i.logo, types: ['primary'] }) },
  deleteLogo: { vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.logo : i.logo }) },
  addProjectLogo: {
    optional: (i) => ({ replaceLogoId: i.logo }),
    refusal: 'NOT_FOUND',
    vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet, logoId: i.logo }),
  },
  removeProjectLogo: {
    refusal: 'NOT_FOUND',
    last: true,
    vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet, logoId: i.logo }),
  },
  setDefaultLogo: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet, logoId: i.logo }),
  },
  openLocker: { vars: (i) => ({ code: i.locker }) },
  addToLocker: {
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
    vars: (i) => ({ id: i.lockerItem, input: { sizeLines: [{ size: 'M', quantity: 2, playerName: 'ZQPLAYER' }] } }),
  },
  // Edit in place: the item's own design again (the same product); others hold codes next to theirs.
  updateLockerItemDesign: {
    vars: (i, _role, fx) => ({ id: i.lockerItem, configurationShortId: fx.shortId }),
  },
  previewRosterImport: { vars: () => ({ styleId: 'CG2100', file: ROSTER_FILE }) },
  // Owners append the file to their own item; everyone else holds only codes next to theirs.
  importRoster: { vars: (i) => ({ lockerItemId: i.lockerItem, file: ROSTER_FILE, mode: 'APPEND' }) },
  removeLockerItem: {
    vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.lockerItem : i.lockerItem }),
  },
  createSnapsheet: {
    otherDealer: 'BAD_USER_INPUT',
    vars: (i) => ({ input: { teamName: 'Matrix Team', colorIds: COLORS, customerId: i.customer } }),
  },
  addSnapsheetProduct: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ snapsheetId: i.snapsheet, input: { styleId: 'CG2200' } }),
  },
  // Editing a snapsheet (P5): anyone but its dealer and its passcode sessions gets NOT_FOUND.
  snapsheetCollections: { vars: () => ({}) },
  updateSnapsheetProduct: {
    refusal: 'NOT_FOUND',
    vars: (i, _r, fx) => ({
      id: i.snapsheetProduct,
      input: { customPriceCents: 5500, configurationShortId: fx.shortId },
    }),
  },
  moveSnapsheetProduct: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ id: i.snapsheetProduct, direction: 'DOWN' }),
  },
  removeSnapsheetProduct: {
    refusal: 'NOT_FOUND',
    vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.snapsheetProduct : i.snapsheetProduct }),
  },
  setSnapsheetFeaturedColor: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ snapsheetId: i.snapsheet, colorId: '13', productIds: [i.snapsheetProduct] }),
  },
  setSnapsheetGender: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ snapsheetId: i.snapsheet, gender: 'WOMEN' }),
  },
  setSnapsheetCollection: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ snapsheetId: i.snapsheet, collectionId: 'fall-sports' }),
  },
  updateSnapsheetSettings: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({
      snapsheetId: i.snapsheet,
      input: { title: 'Matrix Snapsheet', teamName: 'Matrix Team', colorIds: ['13', '19', '25'], showPrices: false },
    }),
  },
  publishProject: {
    refusal: 'NOT_FOUND',
    last: true,
    vars: (i) => ({ projectType: 'PLAYBOOK', projectId: i.playbook }),
  },
  createPlaybook: {
    otherDealer: 'BAD_USER_INPUT',
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
    refusal: 'NOT_FOUND',
    vars: (i) => ({
      playbookId: i.playbook,
      input: { title: 'Matrix Playbook', showPrices: true, colorIds: ['13', '19', '25'] },
    }),
  },
  addPlaybookSport: {
    refusal: 'NOT_FOUND',
    vars: (i, role, fx) => ({ playbookId: role === 'owner' ? fx.spare.playbook : i.playbook, sportId: 'fsg-soccer' }),
  },
  removePlaybookSport: {
    refusal: 'NOT_FOUND',
    last: true,
    vars: (i, role, fx) => ({ playbookId: role === 'owner' ? fx.spare.playbook : i.playbook, sportId: 'fsg-soccer' }),
  },
  reorderPlaybookSports: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ playbookId: i.playbook, sportIds: ['fsg-basketball', 'fsg-football'] }),
  },
  reorderPlaybookCatalogs: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({
      playbookId: i.playbook,
      sportId: 'fsg-football',
      catalogIds: i.footballCatalogs.split(',').reverse(),
    }),
  },
  renamePlaybookSport: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ playbookId: i.playbook, sportId: 'fsg-football', name: 'Gridiron' }),
  },
  addCatalogProduct: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({
      playbookId: i.playbook,
      input: { catalogId: i.catalog, styleId: 'CG3300', customPriceCents: 4200 },
    }),
  },
  updateCatalogProduct: {
    refusal: 'NOT_FOUND',
    vars: (i, _r, fx) => ({
      id: i.catalogProduct,
      input: { name: 'Home Jersey', customPriceCents: 5500, configurationShortId: fx.shortId },
    }),
  },
  moveCatalogProduct: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ id: i.catalogProduct, input: { pageNumber: 3, position: 2 } }),
  },
  removeCatalogProduct: {
    refusal: 'NOT_FOUND',
    vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.catalogProduct : i.catalogProduct }),
  },
  setPlaybookFilters: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ playbookId: i.playbook, input: { genders: ['MEN'], productTypes: ['SUBLIMATED'] } }),
  },
  duplicateProject: { vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet }) },
  archiveProject: {
    vars: (i, role, fx) => ({
      projectType: 'SNAPSHEET',
      projectId: role === 'owner' ? fx.spare.snapsheet : i.snapsheet,
    }),
  },
  restoreProject: {
    vars: (i, role, fx) => ({
      projectType: 'SNAPSHEET',
      projectId: role === 'owner' ? fx.spare.snapsheet : i.snapsheet,
    }),
  },
  requestQuote: {
    vars: (i, role, fx) => ({ lockerCode: role === 'owner' ? fx.spare.quoteLocker : i.locker, contact: CONTACT }),
  },
  markQuoteRead: { vars: (i) => ({ id: i.quote, read: true }) },
  closeQuote: { vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.quote : i.quote }) },
  convertQuoteToOrder: { vars: (i) => ({ id: i.quote }), last: true },
  unlockQuoteProject: { vars: (i) => ({ id: i.quote }) },
  // The quote's PDF is its dealer's.
  exportQuotePdf: { vars: (i) => ({ id: i.quote }) },
  setOrderWebhook: {
    optional: () => ({ rotateSecret: true }),
    vars: (_i, role) => ({ url: `http://127.0.0.1:9/${role === 'owner' ? 'zq-secret-hook' : 'own-hook'}` }),
  },
  retryOrderSync: { vars: (i) => ({ id: i.order }) },
  // An order's details are its dealer's.
  updateOrder: {
    vars: (i) => ({
      id: i.order,
      input: {
        shipTo: '1 Main St',
        neededBy: '2027-03-01',
        paymentStatus: 'PAID',
        depositStatus: 'PAID',
        productionStatus: 'IN_PRODUCTION',
      },
    }),
  },
  // Proofs: sending is the dealer's; the link's token reads its proofs and decides them.
  sendProofs: {
    optional: (i) => ({ lockerItemIds: [i.lockerItem] }),
    vars: (i, role, fx) => ({ quoteId: role === 'owner' ? fx.spare.proofQuote : i.quote }),
  },
  // The holder of another quote's link reads that link and tries its token on the
  // owner's proofs.
  proofApproval: { vars: (i, role, fx) => ({ token: role === 'proofLinkOther' ? fx.otherProofToken : i.proofToken }) },
  proof: { refusal: 'NONE', vars: (i) => ({ id: i.proof }) },
  order: { vars: (i) => ({ id: i.order }) },
  approveProof: {
    vars: (i, role, fx) => ({
      token: role === 'proofLinkOther' ? fx.otherProofToken : i.proofToken,
      proofId: i.proof,
      approverName: 'Pat Coach',
      agreed: true,
    }),
    refusal: 'NOT_FOUND',
  },
  // The dealer's terms and Send quote are the quote's dealer's; the link's token reads
  // and accepts that quote (others hold a token next to it).
  updateQuotePricing: {
    vars: (i) => ({
      id: i.quote,
      input: {
        linePrices: [],
        discount: { kind: 'PERCENT', value: 500 },
        shippingCents: 1500,
        taxRateBasisPoints: 0,
        taxExempt: true,
        taxExemptCertificate: 'EX-1',
        deposit: { kind: 'AMOUNT', value: 100 },
      },
    }),
  },
  sendQuote: { vars: (i) => ({ id: i.quote }) },
  quoteLink: { refusal: 'NONE', vars: (i) => ({ token: i.quoteToken }) },
  acceptQuote: {
    refusal: 'NOT_FOUND',
    optional: () => ({ totalCents: 1 }),
    vars: (i) => ({ token: i.quoteToken, name: 'Pat Coach', agreed: true }),
  },
  requestProofChanges: {
    vars: (i, role, fx) => ({
      token: role === 'proofLinkOther' ? fx.otherProofToken : i.proofToken,
      proofId: i.proofB,
      comment: 'Bigger numbers',
    }),
    refusal: 'NOT_FOUND',
  },
  exportProjectPdf: { refusal: 'NOT_FOUND', vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet }) },
  requestSharedProjectPdf: {
    vars: (i) => ({ projectType: 'SNAPSHEET', projectId: i.snapsheet }),
  },
  updateDealerSettings: { vars: () => ({ input: { headerMessage: 'Welcome, teams' } }) },
  setDealerPasscode: { vars: (_i, _r, fx) => ({ passcode: fx.passcode }), last: true },
  setDealerLogo: { vars: (i) => ({ logoId: i.logo }) },
  createApiToken: { vars: () => ({ name: 'Automation' }) },
  revokeApiToken: { vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.token : i.token }) },
  // Showrooms (P6): another dealer's saveShowroom sets up its own showroom (the owner's customer
  // is refused); the team-link and look saves are the owner's and its passcode sessions' only.
  saveShowroom: {
    otherDealer: 'BAD_USER_INPUT',
    vars: (i) => ({
      input: { teamName: 'Matrix Showroom', mascot: 'Matrix', colorIds: COLORS, customerId: i.customer },
    }),
  },
  saveShowroomCatalogs: {
    refusal: 'NOT_FOUND',
    vars: (_i, _r, fx) => ({ dealerCode: fx.dealerCode, catalogIds: ['fsg-soccer', 'fsg-lacrosse'] }),
  },
  saveShowroomLook: {
    refusal: 'NOT_FOUND',
    vars: (_i, _r, fx) => ({
      dealerCode: fx.dealerCode,
      look: { decorationFillColorId: '13', decorationOutlineColorId: '19', font: 'full block' },
    }),
  },
  saveRep: { vars: (i) => ({ input: { id: i.rep, name: 'Renamed Rep' } }) },
  removeRep: { vars: (i, role, fx) => ({ id: role === 'owner' ? fx.spare.rep : i.rep }) },
  ...STORE_RECIPES,
};

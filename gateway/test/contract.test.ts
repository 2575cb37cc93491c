/**
 * The contract as written: every operation, argument and field that
 * `../shared/spec/API.md` lists exists in the executable schema with that name, and with the
 * type and nullability API.md gives where it gives one. CI clones only this repository, so the
 * names are copied here from API.md (sections Sessions, Catalog, Customers, Projects,
 * Configurations and snapshots, Locker and quotes, Render jobs); keep the two in step.
 *
 * Notation (as in API.md):
 * - operations: `query name(arg: Type, ...): ReturnType` / `mutation ...`; every argument
 *   type and the return type must match exactly, and the schema may add optional arguments only;
 * - type fields: `name` (exists), `name!` (exists and is non-null), `name: Type` (exact type),
 *   `name(arg: Type, ...)` (arguments with exact types);
 * - enums: the values API.md lists (the schema may add values).
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { executableSchema } from '../src/schema.js';

/** API.md operations. */
const OPERATIONS = [
  // Sessions
  'mutation enterDashboard(input: DashboardEntryInput!): DealerSession!',
  'mutation passcodeAccess(dealerCode: String!, projectType: ProjectType!, projectId: ID!, passcode: String!): DealerSession!',
  'query me: Dealer',
  // Catalog
  'query colors(palette: ColorPalette): [Color!]!',
  'query sports(template: PlaybookTemplate!): [Sport!]!',
  'query product(styleId: ID!): Product',
  'query products(filter: ProductFilter, first: Int, after: String): ProductConnection!',
  // Customers
  'mutation saveCustomer(input: CustomerInput!): Customer!',
  'mutation setCustomerStatus(id: ID!, status: CustomerStatus!): Customer!',
  'query customers(status: CustomerStatus, search: String, first: Int, after: String): CustomerConnection!',
  // Projects
  'mutation createSnapsheet(input: CreateSnapsheetInput!): Snapsheet!',
  'mutation addSnapsheetProduct(snapsheetId: ID!, input: SnapsheetProductInput!): Snapsheet!',
  'query snapsheet(dealerCode: String!, id: ID!): Snapsheet',
  'mutation createPlaybook(input: CreatePlaybookInput!): Playbook!',
  'query playbook(dealerCode: String!, id: ID!): Playbook',
  'mutation publishProject(projectType: ProjectType!, projectId: ID!): Project!',
  // Configurations and snapshots
  'mutation saveConfiguration(input: ConfigurationInput!): Configuration!',
  'query configuration(shortId: ID!): Configuration',
  'query decorationPrices(decorations: [DecorationInput!]!, quantity: Int!, styleId: ID!): [Int!]!',
  // Locker and quotes
  'mutation addToLocker(input: AddToLockerInput!): Locker!',
  'mutation updateLockerItem(id: ID!, input: LockerItemInput!): Locker!',
  'mutation removeLockerItem(id: ID!): Locker!',
  'query locker(code: String!): Locker',
  'mutation requestQuote(lockerCode: String!, contact: QuoteContactInput!): Quote!',
  'query quotes(status: QuoteStatus, first: Int, after: String): QuoteConnection!',
  // Render jobs
  'mutation exportProjectPdf(projectType: ProjectType!, projectId: ID!): RenderJob!',
  'query renderJob(id: ID!): RenderJob',
];

/** API.md types: their fields (input and output types) or enum values. */
const TYPES: Record<string, string[]> = {
  // Sessions
  DashboardEntryInput: [
    'code: String!',
    'token: String!',
    'exp: Int!',
    'tid: String',
    'aid: String',
    'company: String',
    'email: String',
    'terms: String',
    'pricegroup: String',
    'carriedt: String',
    'carriednum: String',
    'webuserid: String',
    'repToken: String',
  ],
  DealerSession: ['apiToken: String!', 'dealer: Dealer!'],
  Dealer: [
    'id',
    'code',
    'name',
    'email',
    'phone',
    'dealerMargin: Float!',
    'priceGroup',
    'headerColor',
    'headerMessage',
    'logo',
    'reps',
    'customers(status: CustomerStatus, search: String, first: Int, after: String)',
  ],
  // Catalog
  Color: ['id', 'name', 'hex', 'palette', 'family', 'stockName'],
  ColorPalette: ['SUBLIMATION', 'STOCK'],
  PlaybookTemplate: ['FSG', 'UA'],
  Product: [
    'styleId',
    'name',
    'brand',
    'category',
    'productType',
    'genders',
    'sizes: [String!]!',
    'msrp(size: String!, designId: ID, colorId: ID): Int',
    'baseSize',
    'variants',
    'designs',
    'garment',
    'decorationLocations: [DecorationLocation!]!',
  ],
  ProductType: ['FIVE_DAY', 'SUBLIMATED', 'STOCK'],
  // Relay-style connection (API.md: products ... Relay-style).
  ProductConnection: ['edges', 'pageInfo'],
  ProductEdge: ['cursor', 'node'],
  PageInfo: ['hasNextPage', 'endCursor'],
  DecorationLocation: ['name', 'view', 'contentTypes: [ContentType!]!'],
  View: ['FRONT', 'RIGHT', 'LEFT', 'BACK'],
  // Customers
  CustomerInput: ['id', 'name', 'type: CustomerType', 'repId', 'colorIds: [ID!]!', 'logoIds'],
  CustomerType: ['SCHOOL', 'TEAM', 'EVENT', 'ORGANIZATION', 'OTHER'],
  Customer: ['id', 'name', 'type', 'rep', 'colors: [Color!]!', 'status', 'logos', 'projects'],
  CustomerStatus: ['ACTIVE', 'ARCHIVED'],
  // Projects
  CreateSnapsheetInput: ['title', 'teamName', 'customerId', 'colorIds', 'gender', 'templateId'],
  SnapsheetProductInput: ['styleId', 'variantId', 'designId', 'customPriceCents'],
  Snapsheet: ['pages: [SnapsheetPage!]!'],
  SnapsheetPage: ['number', 'products'],
  ProjectType: ['PLAYBOOK', 'SNAPSHEET', 'SHOWROOM'],
  CreatePlaybookInput: ['title', 'template', 'sports', 'teamName', 'customerId', 'colorIds'],
  // Configurations and snapshots
  ConfigurationInput: [
    'styleId!',
    'variantId',
    'designId',
    'colorIds: [ID!]',
    'reversibleView',
    'decorations: [DecorationInput!]!',
  ],
  DecorationInput: [
    'contentType',
    'location!',
    'text',
    'fillColorId',
    'outline1ColorId',
    'outline2ColorId',
    'textHeight',
    'font',
    'logoId',
    'rotation',
    'view',
  ],
  ContentType: ['CUSTOM_TEXT', 'GRAPHICS', 'UPLOADS', 'PLAYER_NUMBER', 'PLAYER_NAME'],
  Configuration: ['shortId', 'product', 'decorations', 'snapshot(view: View!): Snapshot!'],
  Snapshot: ['url', 'width', 'height', 'status'],
  SnapshotStatus: ['PENDING', 'READY', 'FAILED'],
  // Locker and quotes
  AddToLockerInput: ['projectType', 'projectId', 'dealerCode', 'configurationShortId', 'sizeLines: [SizeLineInput!]!'],
  Locker: ['code', 'items', 'totalCents', 'totalMsrpCents', 'project'],
  LockerItem: [
    'id',
    'configuration',
    'snapshots',
    'sizeLines: [SizeLine!]!',
    'prices: LockerItemPrices!',
    'lineTotalCents',
  ],
  LockerItemPrices: [
    'productPriceCents',
    'dealerPriceCents',
    'decorationsPriceCents',
    'decorationsMsrpCents',
    'finalPriceCents',
    'finalMsrpCents',
  ],
  SizeLine: ['size', 'quantity', 'playerName', 'playerNumber', 'unitPriceCents'],
  SizeLineInput: ['size!', 'quantity!', 'playerName', 'playerNumber'],
  // Render jobs
  RenderJob: ['id', 'kind', 'status', 'progress', 'url', 'error'],
  RenderJobStatus: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'],
};

/**
 * API.md fields of the playbook's pages (Cover, Index, product pages, BackCover), checked in a
 * group of their own; a missing one fails like any other field.
 */
const PLAYBOOK_PAGE_FIELDS: Record<string, string[]> = {
  Playbook: ['pages'],
};

const schema = executableSchema();

/** `a: T, b: U` -> [['a', 'T'], ['b', 'U']] (types may hold brackets and `!`, never commas). */
function parseArgs(text: string | undefined): [string, string][] {
  if (!text) return [];
  return text.split(',').map((part) => {
    const [name, type] = part.split(':').map((s) => s.trim());
    return [name!, type!];
  });
}

/** Problems of a field (or argument list) of the schema against its contract entry. */
function argumentProblems(
  where: string,
  args: readonly GraphQLArgument[],
  expected: [string, string][],
  onlyOptionalExtras: boolean,
): string[] {
  const problems: string[] = [];
  for (const [name, type] of expected) {
    const arg = args.find((a) => a.name === name);
    if (!arg) problems.push(`${where}: argument ${name} is missing`);
    else if (String(arg.type) !== type) problems.push(`${where}: argument ${name} is ${String(arg.type)}, not ${type}`);
  }
  if (onlyOptionalExtras) {
    for (const arg of args) {
      const listed = expected.some(([name]) => name === arg.name);
      if (!listed && isNonNullType(arg.type) && arg.defaultValue === undefined)
        problems.push(`${where}: argument ${arg.name} is required but not in the contract`);
    }
  }
  return problems;
}

function operationProblems(entry: string): string[] {
  const m = /^(query|mutation) (\w+)(?:\((.*)\))?: (.+)$/.exec(entry);
  if (!m) return [`cannot read contract entry ${entry}`];
  const [, kind, name, args, returns] = m;
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[name!];
  if (!field) return [`${kind} ${name} is missing`];
  const problems = argumentProblems(`${kind} ${name}`, field.args, parseArgs(args), true);
  if (String(field.type) !== returns) problems.push(`${kind} ${name} returns ${String(field.type)}, not ${returns}`);
  return problems;
}

function fieldProblems(typeName: string, entry: string): string[] {
  const type = schema.getType(typeName);
  if (!type) return [`type ${typeName} is missing`];
  if (isEnumType(type)) {
    return type.getValue(entry) ? [] : [`enum ${typeName} has no value ${entry}`];
  }
  const m = /^(\w+)(!)?(?:\((.*)\))?(?:: (.+))?$/.exec(entry);
  if (!m) return [`cannot read contract entry ${typeName}.${entry}`];
  const [, name, required, args, fieldType] = m;
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type))
    return [`${typeName} is not an object, interface or input type`];
  const field = (type.getFields() as Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>)[name!];
  if (!field) return [`${typeName}.${name} is missing`];
  const problems: string[] = [];
  if (required && !isNonNullType(field.type))
    problems.push(`${typeName}.${name} is ${String(field.type)}, not non-null`);
  if (fieldType && String(field.type) !== fieldType)
    problems.push(`${typeName}.${name} is ${String(field.type)}, not ${fieldType}`);
  if (args !== undefined) {
    const defined = 'args' in field ? field.args : [];
    problems.push(...argumentProblems(`${typeName}.${name}`, defined, parseArgs(args), false));
  }
  return problems;
}

describe('the contract of API.md', () => {
  it.each(OPERATIONS)('%s', (entry) => {
    expect(operationProblems(entry)).toEqual([]);
  });

  describe.each(Object.entries(TYPES))('%s', (typeName, entries) => {
    it.each(entries)(`${typeName}.%s`, (entry) => {
      expect(fieldProblems(typeName, entry)).toEqual([]);
    });
  });

  // The playbook's pages: a missing field fails like any other.
  describe('playbook pages', () => {
    for (const [typeName, entries] of Object.entries(PLAYBOOK_PAGE_FIELDS))
      for (const entry of entries) it(`${typeName}.${entry}`, () => expect(fieldProblems(typeName, entry)).toEqual([]));
  });

  it('reads its own notation (a wrong entry is reported, not passed)', () => {
    expect(operationProblems('query nope(id: ID!): Int')).toEqual(['query nope is missing']);
    expect(operationProblems('query product(styleId: String!): Product')).toEqual([
      'query product: argument styleId is ID!, not String!',
    ]);
    expect(operationProblems('query locker: Locker')).toEqual([
      'query locker: argument code is required but not in the contract',
    ]);
    expect(fieldProblems('Dealer', 'dealerMargin: Float')).toEqual(['Dealer.dealerMargin is Float!, not Float']);
    expect(fieldProblems('SizeLineInput', 'playerName!')).toEqual(['SizeLineInput.playerName is String, not non-null']);
    expect(fieldProblems('View', 'UP')).toEqual(['enum View has no value UP']);
  });
});

/**
 * The authorization matrix's walk of the schema: a selection of every field
 * reachable from an operation's type ({@link documentFor}; catalogue types one level only), the
 * fields it reached, each operation's `@access` rule, and the owner-only numbers found in an
 * answer. Used by authorization-matrix.test.ts.
 */
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInterfaceType,
  isNonNullType,
  isScalarType,
  isUnionType,
  Kind,
  parse,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { typeDefs } from '@tas/schema';

export const schema: GraphQLSchema = buildASTSchema(parse(typeDefs.join('\n')));

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
]);

/** Types holding dealer data: every field of these must be reached by the generated selections. */
export const OWNED_TYPES = [
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
  'Store',
  'StoreItem',
  'StoreBundle',
  'StoreOrder',
  'StoreOrderLine',
  'StoreSales',
  'StoreItemSales',
  'StoreSizeSales',
  'BuyerStore',
  'BuyerStoreOrder',
  // A picture's spec names the logo files it draws (no leaf exemption for URLs).
  'RenderSpec',
  'RenderDecoration',
];

/**
 * Numbers only a dealer may read (A5, L3), found by field name since a marker string cannot
 * find a number: a caller that is no dealer gets none of them (the dealer's prices and margin,
 * a catalogue's msrp); another dealer reads its own, never the owner's margin, planted at a
 * value no default has ({@link OWNER_MARGIN}).
 */
export const DEALER_NUMBERS = new Set(['msrpCents', 'dealerPriceCents', 'dealerMargin', 'msrp']);
export const OWNER_MARGIN = 3.17;

/** `field=value` of every number in `data` that `role` may not read. */
export function ownerNumbersIn(data: unknown, role: string): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        const secret =
          role === 'otherDealer' ? k === 'dealerMargin' && x === OWNER_MARGIN : DEALER_NUMBERS.has(k) && x != null;
        if (secret) found.push(`${k}=${JSON.stringify(x)}`);
        else walk(x);
      }
  };
  walk(data);
  return found;
}

/** Arguments for object fields with required arguments (`Type.field`). */
const FIELD_ARGS: Record<string, string> = {
  'Product.msrp': '(size: "L")',
  'Configuration.snapshot': '(view: FRONT)',
  'Showroom.product': '(styleId: "CG2100")',
};

const MAX_DEPTH = 5;
export const reached = new Set<string>();

/**
 * The selection set of every field of `type` down to `depth` levels. An interface's own fields
 * are selected once beside its implementations, each of which adds only its fields the
 * interface lacks: a project's customer, rep and lockers are not repeated per kind, which keeps
 * an operation returning a project within the gateway's parse limit as kinds are added.
 */
function selectionOf(type: GraphQLNamedType, depth: number, path: string[] = []): string {
  if (isScalarType(type) || isEnumType(type)) return '';
  if (isUnionType(type))
    return `{ __typename ${type
      .getTypes()
      .map((t) => `... on ${t.name} { ${fieldsOf(t, depth, path).join(' ')} }`)
      .join(' ')} }`;
  if (isInterfaceType(type)) {
    const impls = schema.getPossibleTypes(type);
    const own = new Set(Object.keys(type.getFields()));
    const shared = fieldsOf(type, depth, path, impls);
    const extra = impls.map((t) => {
      const parts = fieldsOf(t, depth, path, [t], own);
      return parts.length ? `... on ${t.name} { ${parts.join(' ')} }` : '';
    });
    return `{ __typename ${[...shared, ...extra].filter(Boolean).join(' ')} }`;
  }
  return `{ __typename ${fieldsOf(type as GraphQLObjectType, depth, path).join(' ')} }`;
}

/**
 * The selections of `type`'s fields (those not in `skip`), each recorded as reached on every
 * type of `owners` (an interface's fields on each implementation).
 */
function fieldsOf(
  type: GraphQLObjectType | GraphQLInterfaceType,
  depth: number,
  path: string[],
  owners: readonly GraphQLObjectType[] = [type as GraphQLObjectType],
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (skip.has(field.name)) continue;
    const keys = owners.map((o) => `${o.name}.${field.name}`);
    const key = `${type.name}.${field.name}`;
    const named = getNamedType(field.type);
    const leaf = isScalarType(named) || isEnumType(named);
    const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
    const argsKey = [key, ...keys].find((k) => FIELD_ARGS[k]);
    if (required.length && !argsKey) {
      throw new Error(`${key} has required arguments: add them to FIELD_ARGS in authorization-matrix.test.ts`);
    }
    const args = argsKey ? FIELD_ARGS[argsKey]! : '';
    if (leaf) {
      parts.push(`${field.name}${args}`);
      for (const k of keys) reached.add(k);
      continue;
    }
    const leafOwner = owners.some((o) => LEAF_TYPES.has(o.name)) || LEAF_TYPES.has(type.name);
    if (depth <= 1 || leafOwner || path.filter((p) => p === named.name).length >= 1) continue;
    parts.push(`${field.name}${args} ${selectionOf(named, depth - 1, [...path, type.name])}`);
    for (const k of keys) reached.add(k);
  }
  return parts;
}

/**
 * The caller rule `field` declares in the schema (`@access(rule: ...)`): OWNER operations answer
 * visitors, revoked tokens, print grants and passcode sessions of another project an error and
 * no data. Throws for a field that declares none (scripts/schema-check.mjs fails the build too).
 */
export function accessOf(field: GraphQLField<unknown, unknown>): 'PUBLIC' | 'OWNER' {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'access');
  const rule = directive?.arguments?.find((a) => a.name.value === 'rule')?.value;
  if (rule?.kind !== Kind.ENUM || (rule.value !== 'PUBLIC' && rule.value !== 'OWNER'))
    throw new Error(`${field.name} declares no @access(rule: PUBLIC | OWNER) in the schema`);
  return rule.value;
}

export function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`);
  const args = field.args.map((a) => `${a.name}: $${a.name}`);
  const named = getNamedType(field.type);
  const sel = selectionOf(named, MAX_DEPTH - 1, [named.name]);
  return `${kind}${vars.length ? `(${vars.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${sel} }`;
}

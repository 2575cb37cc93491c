/**
 * The authorization matrix's walk of the schema (issue 21 §1): a selection of every field
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
  // A picture's spec names the logo files it draws (issue 21: no leaf exemption for URLs).
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

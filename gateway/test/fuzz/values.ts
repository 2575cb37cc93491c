/**
 * The fuzz test's values: a seeded generator, the ids and codes of the records the
 * fixtures made, and two ways to draw a value of a GraphQL input type:
 * - `validValue`: a value the schema's type accepts (right shape, enums, in-range numbers, the
 *   seed's real ids and codes, plausible text), so the call gets past variable coercion to a
 *   resolver, where the domain's own checks answer;
 * - `hostileValue`: anything, often wrong (wrong types, huge and empty strings, NUL and control
 *   characters, huge numbers, unknown enums, missing required values, ids next to real ones).
 */
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import { createRandom } from '@tas/garments';

/** A uniform random number in [0, 1), drawn from one seed. */
export type Random = () => number;

/** The seeded generator of the garments package (mulberry32): the same seed, the same stream. */
export const prng: (seed: number) => Random = createRandom;

/** Ids and codes of real records: filled by the fixtures, read by both generators. */
export interface RealRecords {
  ids: string[];
  codes: string[];
  styles: string[];
  variants: string[];
  designs: string[];
  sports: string[];
  locations: string[];
  fonts: string[];
  sizes: string[];
  /** More hostile text made at run time (an XLSX roster). */
  files: string[];
}

export function emptyRecords(): RealRecords {
  return {
    ids: [],
    codes: [],
    styles: [],
    variants: [],
    designs: [],
    sports: [],
    locations: [],
    fonts: [],
    sizes: ['L', 'M', 'S', 'XL', '2XL', 'YTH', 'OSFA', 'l'],
    files: [],
  };
}

/** A 1x1 PNG, so uploads sometimes carry a real image. */
export const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** Text no field should choke on (the fixtures add an XLSX roster as `RealRecords.files`). */
export const HOSTILE_TEXT: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  `Tigers\u0000${'x'.repeat(10)}`,
  '\u0001\u0002\u001f',
  '\u001b[31mred',
  '\t\n\r',
  'line\nbreak',
  '\u007f',
  '\ud800',
  '\u202eevil',
  '💥'.repeat(500),
  'x'.repeat(70_000),
  'é'.repeat(5000),
  "'; DROP TABLE projects; --",
  '%',
  '_',
  '\\',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '#ff0000',
  '#zzzzzz',
  'not-an-email',
  'ftp://example.invalid/x',
  'http://[::1]/x',
  `data:image/png;base64,${PNG}`,
  // A roster CSV with a bad row (L2).
  Buffer.from('name;number;size;qty\nAnn;7;L;2\nBo;7;ZZ;-1\n').toString('base64'),
];

/** Text a form would send: names, emails, colours, hooks, pictures. */
export const PLAIN_TEXT: string[] = [
  'Tigers',
  'Central High',
  'full block',
  'Pat Smith',
  'pat@example.com',
  '#1f3a93',
  'Go Tigers',
  'SMITH',
  '12',
  'https://hooks.example.com/orders',
  PNG,
];

const HOSTILE_IDS = [
  '0',
  '-1',
  '1',
  '2',
  '01',
  ' 1',
  '1 ',
  '1.5',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '99999999999',
  '9'.repeat(400),
  'abc',
  '',
  '\u0000',
  '1\u0000',
  '.',
  '..',
  '/',
  'a.1',
  'Z'.repeat(20) + '.1',
];

/** Draws values from one random stream over the seed's records. */
export class ValueDrawer {
  constructor(
    readonly rand: Random,
    readonly real: RealRecords,
  ) {}

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rand() * list.length)]!;
  }

  chance(p: number): boolean {
    return this.rand() < p;
  }

  /** An id of a real record, or one next to it. */
  nearId(): string {
    const id = this.pick(this.real.ids);
    const n = Number(id);
    if (!Number.isSafeInteger(n)) return id;
    return String(n + this.pick([-1, 0, 0, 1]));
  }

  private realText(): string {
    const r = this.real;
    return this.pick([...r.codes, ...r.sizes, ...r.fonts, ...r.locations, ...r.styles, ...r.sports]);
  }

  /** A value `type` accepts: required fields present, enums and numbers in range, real ids. */
  validValue(type: GraphQLInputType, depth = 0): unknown {
    if (isNonNullType(type)) return this.validValue(type.ofType, depth);
    if (isListType(type)) {
      const n = depth > 3 ? 0 : Math.floor(this.rand() * 3);
      return Array.from({ length: n }, () => this.validValue(type.ofType, depth + 1));
    }
    if (isInputObjectType(type)) {
      const out: Record<string, unknown> = {};
      for (const field of Object.values(type.getFields())) {
        if (!isNonNullType(field.type) && (depth > 3 || this.chance(0.4))) continue;
        out[field.name] = this.validValue(field.type, depth + 1);
      }
      return out;
    }
    if (isEnumType(type)) return this.pick(type.getValues().map((v) => v.name));
    if (isScalarType(type)) {
      switch (type.name) {
        case 'Int':
          return this.pick([0, 1, 2, 3, 5, 10, 24, 100, Math.floor(this.rand() * 50)]);
        case 'Float':
          return this.pick([0, 1, 2.5, 10, Math.round(this.rand() * 4000) / 100]);
        case 'Boolean':
          return this.chance(0.5);
        case 'ID':
          return this.chance(0.75) ? this.pick(this.real.ids) : this.pick(this.real.codes);
        case 'DateTime':
          return new Date(Date.UTC(2026, 0, 1) + Math.floor(this.rand() * 4e10)).toISOString();
        default:
          return this.chance(0.5) ? this.realText() : this.pick(PLAIN_TEXT);
      }
    }
    return null;
  }

  /** Anything for `type`: often a value it refuses, sometimes a good one. */
  hostileValue(type: GraphQLInputType, depth = 0): unknown {
    if (isNonNullType(type)) return this.chance(0.03) ? null : this.hostileValue(type.ofType, depth);
    if (isListType(type)) {
      const r = this.rand();
      if (r < 0.08) return this.hostileValue(type.ofType, depth + 1);
      if (r < 0.12) return this.pick(['x', 7, {}]);
      const n = this.chance(0.03) ? 120 : Math.floor(this.rand() * 4);
      return Array.from({ length: n }, () => this.hostileValue(type.ofType, depth + 1));
    }
    if (isInputObjectType(type)) {
      if (this.chance(0.04) || depth > 4) return this.pick(['x', 7, [], true]);
      const out: Record<string, unknown> = {};
      for (const field of Object.values(type.getFields())) {
        if (this.chance(isNonNullType(field.type) ? 0.05 : 0.3)) continue;
        out[field.name] = this.hostileValue(field.type, depth + 1);
      }
      if (this.chance(0.03)) out.bogusField = 1;
      return out;
    }
    if (isEnumType(type)) {
      const values = type.getValues().map((v) => v.name);
      return this.chance(0.85) ? this.pick(values) : this.pick(['BOGUS', values[0]!.toLowerCase(), 1, '', 'null']);
    }
    if (isScalarType(type)) {
      switch (type.name) {
        case 'Int':
          return this.hostileInt();
        case 'Float':
          return this.pick([0, 1, 2.5, -3, 10.5, 1e308, -1e308, 5e-324, 1e21, 0.1, 'x', true, this.rand() * 400 - 200]);
        case 'Boolean':
          return this.chance(0.9) ? this.chance(0.5) : this.pick(['yes', 0, 'true']);
        case 'ID':
          return this.hostileId();
        default:
          return this.hostileString();
      }
    }
    return null;
  }

  private hostileInt(): unknown {
    return this.pick([
      0,
      1,
      -1,
      6,
      24,
      101,
      1000,
      10_000,
      10_001,
      2_147_483_647,
      -2_147_483_648,
      2_147_483_648,
      1e15,
      1.5,
      '12',
      true,
      null,
      Math.floor(this.rand() * 2_000_000_000),
    ]);
  }

  private hostileId(): unknown {
    const r = this.rand();
    if (r < 0.04) return this.pick([1.5, true, {}, [], -1, 2 ** 53]);
    if (r < 0.45) return this.nearId();
    if (r < 0.6) return this.pick(HOSTILE_IDS);
    if (r < 0.8) return this.pick(this.real.codes);
    return this.pick([...this.real.styles, ...this.real.variants, ...this.real.designs, ...this.real.sports]);
  }

  private hostileString(): unknown {
    const r = this.rand();
    if (r < 0.04) return this.pick([12, true, 1.5, {}, [], ['a']]);
    if (r < 0.4) return this.pick([...HOSTILE_TEXT, ...this.real.files]);
    if (r < 0.65) return this.realText();
    if (r < 0.75) return this.nearId();
    const len = Math.floor(this.rand() * 24);
    let s = '';
    for (let i = 0; i < len; i++) s += String.fromCharCode(32 + Math.floor(this.rand() * 95));
    return s;
  }
}

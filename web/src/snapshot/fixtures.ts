/**
 * Sample render specs (C2, C5) for render tests and for looking at the garments: a navy, gold
 * and white jersey with EAGLES on the chest, SMITH and 23 on the back.
 */
import { designKind, garments } from '@tas/garments';
import type { RenderDecoration, RenderSpec } from '../garment/render-spec';

export const NAVY = '#1b2a4a';
export const GOLD = '#f2a900';
export const WHITE = '#ffffff';

function garment(id: string): RenderSpec['garment'] {
  const g = garments[id];
  if (!g) throw new Error(`fixtures: no garment template ${id}`);
  return g;
}

function text(
  location: string,
  contentType: RenderDecoration['contentType'],
  value: string,
  textHeight: number,
  extra: Partial<RenderDecoration> = {},
): RenderDecoration {
  return {
    contentType,
    location,
    text: value,
    fill: WHITE,
    outline1: GOLD,
    outline2: null,
    textHeight,
    fontFamily: 'Graduate',
    logoUrl: null,
    rotation: 0,
    zoom: 1,
    ...extra,
  };
}

/** The jersey-crew sample: navy body, gold side panels, white collar and cuffs. */
export const jerseyCrewFixture: RenderSpec = {
  garment: garment('jersey-crew'),
  colors: [NAVY, GOLD, WHITE],
  decorations: [
    text('front-chest', 'CUSTOM_TEXT', 'EAGLES', 85, {
      fill: GOLD,
      outline1: WHITE,
    }),
    text('back-name', 'PLAYER_NAME', 'SMITH', 60, { outline1: null }),
    text('back-number', 'PLAYER_NUMBER', '23', 250),
  ],
};

/** A small shield logo as an SVG data URL, for GRAPHICS decorations in samples. */
export const SAMPLE_LOGO =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="220" viewBox="0 0 200 220">' +
      '<path d="M100 6 L190 40 L180 130 Q160 190 100 214 Q40 190 20 130 L10 40 Z" fill="#f2a900" stroke="#ffffff" stroke-width="10"/>' +
      '<path d="M60 70 L140 70 L140 90 L85 90 L85 105 L130 105 L130 125 L85 125 L85 140 L140 140 L140 160 L60 160 Z" fill="#1b2a4a"/>' +
      '</svg>',
  );

/** Names of the seed's layouts (gateway/migrations/seed/styles.ts), for sample designs. */
const LAYOUT_NAMES: Record<string, string> = {
  '501A': 'Classic',
  '502B': 'Side Panel',
  '503C': 'Shoulder Yoke',
  '504D': 'Gradient Fade',
  '505E': 'Bolt',
  '506F': 'Chevron',
  '507G': 'Shatter',
  '508H': 'Digital Camo',
  '509J': 'Tiger Stripe',
};

/** The RenderSpec design of a layout code, as the gateway resolves it (C1). */
export function sampleDesign(code: string): NonNullable<RenderSpec['design']> {
  return { code, name: LAYOUT_NAMES[code] ?? code, kind: designKind(code) };
}

/**
 * A fuller sample for any template: the jersey-crew decorations plus a front number, a logo on
 * the left chest and sleeve numbers (tops), or leg numbers and a back-waist text (bottoms).
 * Decorations at locations the template lacks are left out; `designCode` draws that layout (C1).
 */
export function sampleSpec(
  garmentId: string,
  colors: string[] = [NAVY, GOLD, WHITE],
  designCode: string | null = null,
): RenderSpec {
  const g = garment(garmentId);
  const all: RenderDecoration[] = [
    ...jerseyCrewFixture.decorations,
    text('front-number', 'PLAYER_NUMBER', '23', 100),
    {
      ...text('left-chest', 'GRAPHICS', '', 80),
      text: null,
      logoUrl: SAMPLE_LOGO,
    },
    text('left-sleeve', 'PLAYER_NUMBER', '23', 75),
    text('right-sleeve', 'PLAYER_NUMBER', '23', 75),
    text('left-leg', 'PLAYER_NUMBER', '23', 90),
    {
      ...text('right-leg', 'GRAPHICS', '', 80),
      text: null,
      logoUrl: SAMPLE_LOGO,
    },
    text('back-waist', 'CUSTOM_TEXT', 'EAGLES', 40, {
      fill: GOLD,
      outline1: WHITE,
    }),
  ];
  const names = new Set(g.locations.map((l) => l.name));
  return {
    garment: g,
    colors,
    decorations: all.filter((d) => names.has(d.location)),
    design: designCode ? sampleDesign(designCode) : null,
  };
}

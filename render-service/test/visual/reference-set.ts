/**
 * The reference set of the visual regression (R4): every garment template of `@tas/garments`
 * seen from each view (FRONT, BACK, LEFT, RIGHT) at the snapshot size (470x588), in team colours
 * (navy, gold, white) with a full set of decorations: team text, player name, player numbers and
 * a logo wherever the template has a location for them (30 adult and 8 youth templates x 4 views =
 * 152 pictures);
 * then the variations ({@link VARIATIONS}): designs, a reversible's Inside, a logo
 * and text offset and rotated, the team look's defaults on a button-front jersey, a hoodie and
 * pants (11 pictures more). Back numbers carry a second outline.
 *
 * The specs have the shape of the GraphQL `RenderSpec` (schema/configurations.graphql), built
 * from the package's data only, so a change to a template shows up here as a changed picture.
 * Fixed data, no randomness: the same set every run.
 */
import {
  GARMENT_IDS,
  defaultTextHeight,
  designKind,
  getGarment,
  lookPlacements,
  sideColors,
  type ContentType,
  type DesignKind,
  type LookKind,
  type LookRole,
  type View,
} from '@tas/garments';

/** The views every template is pictured from, in file-name order. */
export const REFERENCE_VIEWS: readonly View[] = ['FRONT', 'BACK', 'LEFT', 'RIGHT'];

/** Snapshot size of the product (C5) in px. */
export const REFERENCE_SIZE = { width: 470, height: 588 } as const;

/** Team colours: zone colour 0, 1, 2 (body, trim/side panels, collar and cuffs). */
export const TEAM_COLORS = { navy: '#1b2a4a', gold: '#f2a900', white: '#ffffff' } as const;

/** A decoration of a RenderSpec (GraphQL `RenderDecoration`). */
export interface ReferenceDecoration {
  contentType: ContentType;
  location: string;
  text: string | null;
  fill: string;
  outline1: string | null;
  outline2: string | null;
  /** mm */
  textHeight: number;
  fontFamily: string;
  logoUrl: string | null;
  /** degrees clockwise */
  rotation: number;
  zoom: number;
  /** mm from the location's centre, right as seen; absent = centred */
  offsetX?: number;
  /** mm from the location's centre, upwards; absent = centred */
  offsetY?: number;
}

/** A RenderSpec (GraphQL `RenderSpec`): the garment template, zone colours, decorations, design. */
export interface ReferenceSpec {
  garment: NonNullable<ReturnType<typeof getGarment>>;
  colors: string[];
  decorations: ReferenceDecoration[];
  design?: { code: string; name: string; kind: DesignKind } | null;
}

/**
 * One picture of the set: `name` is `<entry>-<view>` (lower case), the baseline's file stem,
 * where the entry is the template's id or a variation's (`jersey-crew-bolt`).
 */
export interface ReferencePicture {
  name: string;
  garmentId: string;
  view: View;
}

/** The pictures of one spec: a template from every view, or a variation from the views it changes. */
export interface ReferenceEntry {
  /** The template's id, or the variation's. */
  id: string;
  garmentId: string;
  spec: ReferenceSpec;
  pictures: ReferencePicture[];
}

/**
 * The team's logo: a shield with a star, an SVG data URL (the render service's pages load
 * `data:` URLs; nothing comes from the network).
 */
export const REFERENCE_LOGO =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="260" viewBox="0 0 240 260">' +
      '<path d="M120 8 L228 46 L216 150 Q196 222 120 252 Q44 222 24 150 L12 46 Z" fill="#1b2a4a" stroke="#f2a900" stroke-width="14"/>' +
      '<path d="M120 58 L137 108 L190 108 L147 139 L163 190 L120 159 L77 190 L93 139 L50 108 L103 108 Z" fill="#ffffff"/>' +
      '</svg>',
  ).toString('base64');

/**
 * What goes where, by location name: team text on the chest, a logo on the left chest and the
 * right sleeve or leg, numbers front, back, left sleeve and left leg, the name across the back,
 * team text on a waistband. A template gets the entries whose location it has.
 */
const PLAN: Record<string, { contentType: ContentType; text?: string; font?: string }> = {
  'front-chest': { contentType: 'CUSTOM_TEXT', text: 'EAGLES', font: 'Graduate' },
  'left-chest': { contentType: 'GRAPHICS' },
  'front-number': { contentType: 'PLAYER_NUMBER', text: '23', font: 'Graduate' },
  'back-name': { contentType: 'PLAYER_NAME', text: 'MARTINEZ', font: 'Oswald' },
  'back-number': { contentType: 'PLAYER_NUMBER', text: '23', font: 'Graduate' },
  'left-sleeve': { contentType: 'PLAYER_NUMBER', text: '23', font: 'Graduate' },
  'right-sleeve': { contentType: 'GRAPHICS' },
  'left-leg': { contentType: 'PLAYER_NUMBER', text: '23', font: 'Graduate' },
  'right-leg': { contentType: 'GRAPHICS' },
  'back-waist': { contentType: 'CUSTOM_TEXT', text: 'EAGLES', font: 'Bebas Neue' },
};

/** The decoration `plan` draws at `location`, in the team's colours. */
function referenceDecoration(
  location: ReferenceSpec['garment']['locations'][number],
  plan: { contentType: ContentType; text?: string; font?: string },
): ReferenceDecoration {
  const logo = plan.contentType === 'GRAPHICS' || plan.contentType === 'UPLOADS';
  return {
    contentType: plan.contentType,
    location: location.name,
    text: logo ? null : (plan.text ?? null),
    // Gold letters outlined in white on the navy body; names white outlined in gold.
    fill: plan.contentType === 'PLAYER_NAME' ? TEAM_COLORS.white : TEAM_COLORS.gold,
    outline1: logo ? null : plan.contentType === 'PLAYER_NAME' ? TEAM_COLORS.gold : TEAM_COLORS.white,
    outline2: plan.contentType === 'PLAYER_NUMBER' && location.view === 'BACK' ? TEAM_COLORS.gold : null,
    textHeight: defaultTextHeight(plan.contentType, location),
    fontFamily: plan.font ?? 'Graduate',
    logoUrl: logo ? REFERENCE_LOGO : null,
    rotation: 0,
    zoom: 1,
  };
}

/** What each part of a team's look reads in the reference set. */
const LOOK_TEXT: Record<LookRole, { text?: string; font?: string }> = {
  teamName: { text: 'EAGLES', font: 'Graduate' },
  subMascot: { text: 'ATHLETICS', font: 'Graduate' },
  logo: {},
  frontNumber: { text: '23', font: 'Graduate' },
  playerName: { text: 'MARTINEZ', font: 'Oswald' },
  backNumber: { text: '23', font: 'Graduate' },
};

/**
 * A change to the team look a new project starts with (`lookPlacements` of @tas/garments): its
 * decorations exactly where the defaults put them, in place of the full plan.
 */
function teamLook(kind: LookKind): (spec: ReferenceSpec) => ReferenceSpec {
  const roles = new Set(Object.keys(LOOK_TEXT) as LookRole[]);
  return (spec) => ({
    ...spec,
    decorations: lookPlacements(kind, spec.garment.locations, roles).map(({ role, contentType, location }) =>
      referenceDecoration(
        spec.garment.locations.find((l) => l.name === location)!,
        {
          contentType,
          ...LOOK_TEXT[role],
        },
      ),
    ),
  });
}

/**
 * The RenderSpec of template `garmentId` with the full decoration set in team colours.
 * Throws when the template does not exist or the plan names a content type its location refuses.
 */
export function referenceSpec(garmentId: string): ReferenceSpec {
  const garment = getGarment(garmentId);
  if (!garment) throw new Error(`reference set: no garment template ${garmentId}`);
  const decorations: ReferenceDecoration[] = [];
  for (const location of garment.locations) {
    const plan = PLAN[location.name];
    if (!plan) continue;
    if (!location.contentTypes.includes(plan.contentType))
      throw new Error(`reference set: ${garmentId} ${location.name} does not take ${plan.contentType}`);
    decorations.push(referenceDecoration(location, plan));
  }
  return { garment, colors: [TEAM_COLORS.navy, TEAM_COLORS.gold, TEAM_COLORS.white], decorations, design: null };
}

/** The RenderDesign of a catalogue design code (C1), e.g. `505E` Bolt. */
function design(code: string, name: string): ReferenceSpec['design'] {
  return { code, name, kind: designKind(code) };
}

/**
 * A variation of a template's reference spec: what a customer can change that the
 * plain set never draws, in the views where it shows.
 */
export interface ReferenceVariation {
  id: string;
  garmentId: string;
  views: readonly View[];
  change: (spec: ReferenceSpec) => ReferenceSpec;
}

/**
 * The variations: two designs under the decorations (Bolt's zig-zag under the front number,
 * Chevron), a reversible's Inside (C3: secondary body, primary trim, no design, only the numbers
 * printed on that side), and a logo and team text moved off centre and turned.
 */
export const VARIATIONS: readonly ReferenceVariation[] = [
  {
    id: 'jersey-crew-bolt',
    garmentId: 'jersey-crew',
    views: ['FRONT', 'BACK'],
    change: (s) => ({ ...s, design: design('505E', 'Bolt') }),
  },
  {
    id: 'jersey-vneck-chevron',
    garmentId: 'jersey-vneck',
    views: ['FRONT'],
    change: (s) => ({ ...s, design: design('506F', 'Chevron') }),
  },
  {
    id: 'jersey-reversible-inside',
    garmentId: 'jersey-reversible',
    views: ['FRONT', 'BACK'],
    change: (s) => ({
      ...s,
      colors: sideColors(s.colors, 'INSIDE'),
      design: null,
      decorations: s.decorations.filter((d) => d.contentType === 'PLAYER_NUMBER'),
    }),
  },
  {
    id: 'tshirt-moved',
    garmentId: 'tshirt',
    views: ['FRONT'],
    change: (s) => ({
      ...s,
      decorations: s.decorations.map((d) =>
        d.location === 'left-chest'
          ? { ...d, rotation: 20, zoom: 1.2, offsetX: 8, offsetY: -6 }
          : d.location === 'front-chest'
            ? { ...d, rotation: -8, offsetY: 10 }
            : d,
      ),
    }),
  },
  // The defaults of a team look as the trade places them: a button-front jersey's small
  // left-chest number and its back name and number; spiritwear's team name over the sub-mascot
  // line, no numbers; the logo alone on the left hip of pants.
  {
    id: 'jersey-baseball-full-button-look',
    garmentId: 'jersey-baseball-full-button',
    views: ['FRONT', 'BACK'],
    change: teamLook('jersey'),
  },
  { id: 'hoodie-look', garmentId: 'hoodie', views: ['FRONT'], change: teamLook('spiritwear') },
  { id: 'pants-look', garmentId: 'pants', views: ['FRONT', 'LEFT'], change: teamLook('bottom') },
];

const picturesOf = (id: string, garmentId: string, views: readonly View[]): ReferencePicture[] =>
  views.map((view) => ({ name: `${id}-${view.toLowerCase()}`, garmentId, view }));

/**
 * The whole reference set: one entry per template of `@tas/garments` in GARMENT_IDS order, then
 * the {@link VARIATIONS}. Throws when a variation names no template or changes nothing.
 */
export function referenceSet(): ReferenceEntry[] {
  const plain = GARMENT_IDS.map((garmentId) => ({
    id: garmentId,
    garmentId,
    spec: referenceSpec(garmentId),
    pictures: picturesOf(garmentId, garmentId, REFERENCE_VIEWS),
  }));
  const varied = VARIATIONS.map((v) => {
    const base = referenceSpec(v.garmentId);
    const spec = v.change(structuredClone(base));
    if (JSON.stringify(spec) === JSON.stringify(base)) throw new Error(`reference set: ${v.id} changes nothing`);
    return { id: v.id, garmentId: v.garmentId, spec, pictures: picturesOf(v.id, v.garmentId, v.views) };
  });
  return [...plain, ...varied];
}

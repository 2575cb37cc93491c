/**
 * The tops of the catalog (C2): every cut is the parameters of the one top builder
 * (`tops.ts`), keyed by its garment id, in catalog order. Adult L measurements, mm. A new top is
 * one entry here and the styles that name it (`gateway/migrations/seed/styles.ts`).
 */
import type { TopParams } from './tops.js';

/** A top's parameters without its id (the key it is listed under). */
export type TopCut = Omit<TopParams, 'id'>;

const crew: TopCut = {
  name: 'Crew Neck Jersey',
  width: 560,
  length: 760,
  neckHalfWidth: 95,
  frontNeckDepth: 95,
  backNeckDepth: 25,
  neckline: 'crew',
  shoulderHalfWidth: 235,
  shoulderDrop: 45,
  armholeDepth: 265,
  sleeve: { length: 230, capCircumference: 450, cuffCircumference: 390, capHeight: 50, angle: 40, cuffBand: 22 },
  collarBand: 22,
  hemBand: 0,
  sidePanel: 70,
  yoke: 0,
  frontInflate: 110,
  backInflate: 95,
};

const tshirt: TopCut = {
  ...crew,
  name: 'T-Shirt',
  subMascot: true,
  width: 540,
  length: 740,
  neckHalfWidth: 90,
  frontNeckDepth: 85,
  backNeckDepth: 22,
  shoulderHalfWidth: 230,
  armholeDepth: 255,
  sleeve: { length: 210, capCircumference: 440, cuffCircumference: 370, capHeight: 50, angle: 38, cuffBand: 0 },
  collarBand: 18,
  sidePanel: 0,
};

const sleeveless: TopCut = {
  ...crew,
  name: 'Sleeveless Jersey',
  length: 770,
  neckHalfWidth: 115,
  frontNeckDepth: 125,
  backNeckDepth: 40,
  shoulderHalfWidth: 180,
  shoulderDrop: 30,
  armholeDepth: 300,
  sleeve: null,
  collarBand: 22,
  sidePanel: 60,
};

const football: TopCut = {
  ...crew,
  name: 'Football Jersey',
  width: 620,
  neckHalfWidth: 100,
  frontNeckDepth: 150,
  neckline: 'v',
  shoulderHalfWidth: 255,
  shoulderDrop: 40,
  armholeDepth: 270,
  sleeve: { length: 170, capCircumference: 480, cuffCircumference: 450, capHeight: 45, angle: 50, cuffBand: 30 },
  sidePanel: 80,
  yoke: 180,
  frontInflate: 120,
  backInflate: 105,
};

/**
 * A women's cut of a top: shorter, narrower across the shoulders, short cap sleeves set at a
 * wider angle, the side seams kept (the body form is an adult L, so the chest stays as wide).
 */
const womens = (cut: TopCut, name: string): TopCut => ({
  ...cut,
  name,
  length: cut.length - 90,
  shoulderHalfWidth: cut.shoulderHalfWidth - 28,
  neckHalfWidth: cut.neckHalfWidth - 6,
  armholeDepth: cut.armholeDepth - 20,
  sleeve: cut.sleeve && {
    ...cut.sleeve,
    length: Math.round(cut.sleeve.length * 0.6),
    cuffCircumference: cut.sleeve.capCircumference - 20,
    angle: cut.sleeve.angle + 8,
  },
  frontInflate: cut.frontInflate - 10,
  backInflate: cut.backInflate - 10,
});

/** Every top by garment id, in catalog order. */
export const TOP_CUTS = {
  'jersey-crew': crew,
  'jersey-vneck': { ...crew, name: 'V-Neck Jersey', neckline: 'v', frontNeckDepth: 180, collarBand: 24 },
  'jersey-sleeveless': sleeveless,
  // The sleeveless game jersey with a V neck and wider side panels (basketball).
  'jersey-sleeveless-vneck': {
    ...sleeveless,
    name: 'Sleeveless V-Neck Jersey',
    neckline: 'v',
    neckHalfWidth: 105,
    frontNeckDepth: 190,
    sidePanel: 95,
    collarBand: 26,
  },
  // A single-ply practice jersey: light, loose and long, wide straps, a shallow scoop, no panels.
  'jersey-single-ply': {
    ...sleeveless,
    name: 'Single Ply Jersey',
    width: 600,
    length: 810,
    neckHalfWidth: 100,
    frontNeckDepth: 90,
    shoulderHalfWidth: 205,
    armholeDepth: 280,
    collarBand: 16,
    sidePanel: 0,
    frontInflate: 120,
    backInflate: 105,
  },
  'jersey-football': football,
  // Sublimated game jersey: printed all over, so no yoke seam; a deeper V, sleeves cut short
  // over the pads, a slimmer side panel.
  'jersey-football-sublimated': {
    ...football,
    name: 'Sublimated Football Jersey',
    frontNeckDepth: 175,
    neckHalfWidth: 92,
    sleeve: { ...football.sleeve!, length: 145, cuffCircumference: 470, cuffBand: 0 },
    sidePanel: 50,
    yoke: 0,
  },
  // Compression-fit game jersey: close to the body, cap sleeves, a crew-like shallow V and wide
  // contrast side panels.
  'jersey-football-fitted': {
    ...football,
    name: 'Fitted Football Jersey',
    width: 540,
    length: 700,
    neckHalfWidth: 88,
    frontNeckDepth: 95,
    shoulderHalfWidth: 225,
    armholeDepth: 245,
    sleeve: { ...football.sleeve!, length: 130, capCircumference: 430, cuffCircumference: 400, cuffBand: 18 },
    sidePanel: 120,
    yoke: 0,
    frontInflate: 95,
    backInflate: 85,
  },
  // Practice jersey: loose mesh over the pads, long body, sleeves to the elbow, no panels.
  'jersey-football-practice': {
    ...football,
    name: 'Football Practice Jersey',
    width: 660,
    length: 820,
    neckHalfWidth: 105,
    frontNeckDepth: 110,
    neckline: 'crew',
    shoulderHalfWidth: 270,
    sleeve: { ...football.sleeve!, length: 250, cuffCircumference: 470, cuffBand: 0 },
    collarBand: 18,
    sidePanel: 0,
    yoke: 0,
  },
  // Full-button baseball jersey: a placket from the V to the hem, piped sleeves, no panels.
  'jersey-baseball-full-button': {
    ...crew,
    name: 'Full-Button Baseball Jersey',
    width: 580,
    length: 780,
    neckline: 'v',
    neckHalfWidth: 92,
    frontNeckDepth: 150,
    sleeve: { ...crew.sleeve!, length: 250, cuffCircumference: 400, cuffBand: 14 },
    collarBand: 16,
    sidePanel: 0,
    placket: { length: 630, width: 38, buttons: 6 },
  },
  // Two-button baseball jersey: a crew neck opened by a short placket, raglan-wide sleeves.
  'jersey-baseball-two-button': {
    ...crew,
    name: 'Two-Button Baseball Jersey',
    width: 580,
    length: 760,
    frontNeckDepth: 80,
    sleeve: { ...crew.sleeve!, length: 240, cuffCircumference: 410, cuffBand: 18 },
    collarBand: 18,
    sidePanel: 0,
    yoke: 150,
    frontInflate: 118,
    backInflate: 102,
    placket: { length: 130, width: 36, buttons: 2 },
  },
  // Women's V-neck game jersey (volleyball, fastpitch): fitted with cap sleeves and side panels.
  'jersey-womens-vneck': {
    ...womens(crew, "Women's V-Neck Jersey"),
    neckline: 'v',
    frontNeckDepth: 150,
    collarBand: 18,
    sidePanel: 80,
  },
  // Women's sleeveless game jersey: racer straps and a high crew neck.
  'jersey-womens-sleeveless': {
    ...womens(sleeveless, "Women's Sleeveless Jersey"),
    neckHalfWidth: 90,
    frontNeckDepth: 80,
    shoulderHalfWidth: 165,
    armholeDepth: 280,
    sidePanel: 70,
  },
  // Women's fastpitch jersey: fitted, a two-button placket in a shallow crew, contrast panels.
  'jersey-fastpitch': {
    ...womens(crew, "Women's Fastpitch Jersey"),
    frontNeckDepth: 75,
    sidePanel: 60,
    yoke: 130,
    placket: { length: 120, width: 32, buttons: 2 },
  },
  'jersey-reversible': {
    ...sleeveless,
    name: 'Reversible Jersey',
    neckline: 'v',
    frontNeckDepth: 170,
    sidePanel: 0,
    collarBand: 20,
  },
  // Track singlet: narrow straps and deep armholes for the arm swing, a scoop neck, short and
  // close, no panels.
  'track-singlet': {
    ...sleeveless,
    name: 'Track Singlet',
    width: 520,
    length: 700,
    neckHalfWidth: 100,
    frontNeckDepth: 120,
    backNeckDepth: 60,
    shoulderHalfWidth: 170,
    armholeDepth: 315,
    collarBand: 14,
    sidePanel: 0,
    frontInflate: 90,
    backInflate: 80,
  },
  tshirt,
  // Women's tee: fitted, cap sleeves, a wider scoop neck.
  'tshirt-womens': {
    ...womens(tshirt, "Women's T-Shirt"),
    neckHalfWidth: 100,
    frontNeckDepth: 110,
    collarBand: 14,
  },
  longsleeve: {
    ...tshirt,
    name: 'Long Sleeve Tee',
    sleeve: { length: 620, capCircumference: 440, cuffCircumference: 230, capHeight: 55, angle: 16, cuffBand: 60 },
  },
  // Quarter-zip pullover: a stand (mock) collar opened by a zip, long ribbed sleeves, a hem band.
  'quarter-zip': {
    ...tshirt,
    name: 'Quarter-Zip Pullover',
    subMascot: false,
    width: 580,
    length: 740,
    neckHalfWidth: 82,
    frontNeckDepth: 55,
    backNeckDepth: 20,
    sleeve: { length: 630, capCircumference: 460, cuffCircumference: 240, capHeight: 55, angle: 16, cuffBand: 55 },
    collarBand: 10,
    hemBand: 45,
    sidePanel: 50,
    zip: { length: 250 },
    standCollar: { height: 60, girth: 520 },
  },
  hoodie: {
    ...tshirt,
    name: 'Hoodie',
    width: 600,
    length: 720,
    neckHalfWidth: 105,
    frontNeckDepth: 70,
    backNeckDepth: 30,
    shoulderHalfWidth: 245,
    shoulderDrop: 50,
    armholeDepth: 275,
    // Rib cuffs and hem band of a fleece hoodie: about 6 cm and 5.5 cm deep.
    sleeve: { length: 640, capCircumference: 480, cuffCircumference: 250, capHeight: 55, angle: 16, cuffBand: 60 },
    collarBand: 0,
    hemBand: 55,
    frontInflate: 120,
    backInflate: 105,
    hood: true,
    pocket: true,
  },
  polo: {
    ...tshirt,
    name: 'Polo',
    frontNeckDepth: 70,
    collarBand: 40,
    sleeve: { length: 220, capCircumference: 440, cuffCircumference: 360, capHeight: 50, angle: 38, cuffBand: 25 },
    placket: { length: 140, width: 34, buttons: 3 },
    foldDownCollar: { spread: 42, pointX: 44, pointDepth: 78 },
  },
  // Women's polo: fitted, short cap sleeves, a shorter placket with two buttons.
  'polo-womens': {
    ...womens(tshirt, "Women's Polo"),
    frontNeckDepth: 80,
    collarBand: 36,
    sleeve: { length: 130, capCircumference: 440, cuffCircumference: 410, capHeight: 50, angle: 46, cuffBand: 20 },
    placket: { length: 110, width: 30, buttons: 2 },
    foldDownCollar: { spread: 36, pointX: 38, pointDepth: 64 },
  },
} satisfies Record<string, TopCut>;

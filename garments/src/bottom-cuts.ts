/**
 * The bottoms of the catalog (C2): every cut is the parameters of the one bottoms
 * builder (`bottoms.ts`), keyed by its garment id, in catalog order. Adult L measurements, mm. A
 * new cut is one entry here and the styles that name it (`gateway/migrations/seed/styles.ts`).
 */
import type { BottomParams } from './bottoms.js';

/** A bottom's parameters without its id (the key it is listed under). */
export type BottomCut = Omit<BottomParams, 'id'>;

const shorts: BottomCut = {
  name: 'Shorts',
  length: 500,
  rise: 300,
  backRiseExtra: 30,
  waistHalfWidth: 215,
  hipHalfWidth: 255,
  hemOuter: 270,
  hemInner: 40,
  waistband: 45,
  sidePanel: 60,
  hemBand: 0,
  inflate: 85,
};

const pants: BottomCut = {
  name: 'Pants',
  length: 1060,
  rise: 300,
  backRiseExtra: 30,
  waistHalfWidth: 210,
  hipHalfWidth: 245,
  hemOuter: 250,
  hemInner: 50,
  waistband: 45,
  sidePanel: 45,
  hemBand: 0,
  inflate: 80,
};

/** Every bottom by garment id, in catalog order. */
export const BOTTOM_CUTS = {
  shorts,
  // Soccer shorts: shorter than basketball shorts, a wide leg, a narrow waistband.
  'shorts-soccer': {
    ...shorts,
    name: 'Soccer Shorts',
    length: 450,
    rise: 290,
    hemOuter: 285,
    hemInner: 45,
    waistband: 35,
    sidePanel: 40,
    inflate: 80,
  },
  // Split track shorts: high on the thigh, a flared leg, no side panel, a contrast hem.
  'shorts-track': {
    ...shorts,
    name: 'Track Split Shorts',
    length: 390,
    rise: 255,
    backRiseExtra: 25,
    waistHalfWidth: 205,
    hipHalfWidth: 240,
    hemOuter: 270,
    hemInner: 30,
    waistband: 30,
    sidePanel: 0,
    hemBand: 18,
    inflate: 70,
  },
  // Training shorts: a 7-inch leg, close at the hem, a contrast hem band, no side panel.
  'shorts-training': {
    ...shorts,
    name: 'Training Shorts',
    length: 430,
    rise: 280,
    hemOuter: 250,
    hemInner: 35,
    waistband: 40,
    sidePanel: 0,
    hemBand: 22,
    inflate: 75,
  },
  // Pocketed training shorts: a longer loose leg with slant side pockets, piped side seams.
  'shorts-pocketed': {
    ...shorts,
    name: 'Pocketed Shorts',
    length: 520,
    hemOuter: 280,
    hemInner: 45,
    waistband: 50,
    sidePanel: 14,
    pockets: true,
  },
  pants,
  // Football pants: to just below the knee (the pads' length), tapered to the knee, a deep
  // waistband for the belt.
  'pants-football': {
    ...pants,
    name: 'Football Pants',
    length: 820,
    hemOuter: 205,
    hemInner: 45,
    waistband: 60,
    sidePanel: 30,
    hemBand: 30,
  },
} satisfies Record<string, BottomCut>;

/**
 * The decoration locations of shorts and pants (C3), placed where the trade prints them and
 * fitted to one piece of cloth (placement.ts): the left hip under the waistband (a logo or the
 * team name), a small mark on each leg clear of the side panel, and the back waist. Units: mm,
 * panel coordinates (front: +x is the wearer's left).
 */
import { fitLocation, movesAlong, uniformScales, type FitRule } from './placement.js';
import type { BottomParams } from './bottom-params.js';
import type { ContentType } from '@tas/rules';
import type { DecorationLocationTemplate, GarmentPanelTemplate, GarmentZoneTemplate } from './types.js';

const LEG_TYPES: ContentType[] = ['GRAPHICS', 'UPLOADS', 'PLAYER_NUMBER', 'CUSTOM_TEXT'];
const LEG_METHODS = ['sublimation', 'screen print', 'tackle twill', 'embroidery'];

/** How far the hip's print keeps from the centre front (the fly's seam), mm. */
const CENTRE_CLEAR = 15;

/** Moves toward the centre line and up, in turn, up to `max` mm (x sign `inward`). */
function movesInOrUp(inward: number, max: number): [number, number][] {
  return [...movesAlong(inward, 0, max), ...movesAlong(0, 1, max).slice(1), ...movesAlong(inward, 1, max).slice(1)];
}

/**
 * A bottom's locations: left-hip, left-leg, right-leg, back-waist; a location that fits nowhere
 * on its panel is left out. The left hip sits on the wearer's left front just under the
 * waistband, between the fly and the side panel (or pocket), as wide as that piece allows; the
 * legs' marks sit above the hem between the inseam and the side panel.
 */
export function bottomLocations(
  p: BottomParams,
  cloth: { panels: GarmentPanelTemplate[]; zones: GarmentZoneTemplate[] },
): DecorationLocationTemplate[] {
  const fit = (l: DecorationLocationTemplate, rule: FitRule) => fitLocation(cloth, l, rule);
  const out: DecorationLocationTemplate[] = [];
  const backWaist = p.length + p.backRiseExtra;
  const crotchY = p.length - p.rise;

  const hipHeight = 70;
  const hipWidth = Math.min(160, p.waistHalfWidth * 0.7);
  const hip = fit(
    {
      name: 'left-hip',
      view: 'FRONT',
      contentTypes: ['CUSTOM_TEXT', 'GRAPHICS', 'UPLOADS'],
      methods: ['sublimation', 'screen print', 'embroidery'],
      panel: 'front',
      x: CENTRE_CLEAR + hipWidth / 2,
      y: p.length - p.waistband - 20 - hipHeight / 2,
      width: hipWidth,
      height: hipHeight,
    },
    {
      moves: movesAlong(0, -1, 60),
      scales: uniformScales(0.5),
      mmPerPercent: 1,
    },
  );
  if (hip) out.push(hip);

  // Leg marks: in the middle of the leg, between inseam and side seam, above the hem band.
  const legY = Math.min(p.hemBand + 90, crotchY - 70);
  const legSize = Math.min(120, crotchY - legY - 10, (legY - p.hemBand - 10) * 2);
  const t = legY / crotchY;
  const inseamX = p.hemInner * (1 - t);
  const sideX = p.hemOuter + (p.hipHalfWidth - p.hemOuter) * (legY / (crotchY + p.rise * 0.35));
  const legX = inseamX + (sideX - inseamX) * 0.58;
  const legRule = (inward: number): FitRule => ({
    moves: movesInOrUp(inward, 60),
    scales: uniformScales(0.5),
    mmPerPercent: 1,
  });
  for (const [name, view, side] of [
    ['left-leg', 'LEFT', 1],
    ['right-leg', 'RIGHT', -1],
  ] as const) {
    const leg = fit(
      {
        name,
        view,
        contentTypes: LEG_TYPES,
        methods: LEG_METHODS,
        panel: 'front',
        x: round(side * legX),
        y: legY,
        width: legSize,
        height: legSize,
      },
      legRule(-side),
    );
    if (leg) out.push(leg);
  }
  const waist = fit(
    {
      name: 'back-waist',
      view: 'BACK',
      contentTypes: ['CUSTOM_TEXT', 'GRAPHICS', 'UPLOADS'],
      methods: ['sublimation', 'screen print', 'embroidery'],
      panel: 'back',
      x: 0,
      y: backWaist - p.waistband - 50,
      width: 180,
      height: 60,
    },
    { moves: movesAlong(0, -1, 40), scales: uniformScales(0.6) },
  );
  if (waist) out.push(waist);
  return out;
}

const round = (v: number): number => Math.round(v * 10) / 10;

/**
 * The decoration locations of a top (C3), placed where the trade prints them and fitted to one
 * piece of cloth (placement.ts): each starts at the trade's place and size and is moved or
 * shrunk, as little as it takes, until its box keeps clear of the placket, zip, pocket, collar,
 * bands and the seams of sewn panels. Units: mm, panel coordinates (front: +x is the wearer's
 * left; back: +x the wearer's right, so text reads correctly from behind).
 */
import { SUB_MASCOT_LOCATION } from './decorations.js';
import { rect, zone } from './geometry.js';
import { fitLocation, movesAlong, PRINT_CLEARANCE_MM, uniformScales, type FitRule } from './placement.js';
import type { TopParams } from './top-params.js';
import type { ContentType, View } from '@tas/rules';
import type { DecorationLocationTemplate, GarmentPanelTemplate, GarmentZoneTemplate } from './types.js';

const TEXT_AND_ART: ContentType[] = ['CUSTOM_TEXT', 'GRAPHICS', 'UPLOADS'];
const TWILL = ['sublimation', 'screen print', 'tackle twill'];
const SMALL = ['sublimation', 'screen print', 'embroidery'];

function location(
  name: string,
  view: View,
  contentTypes: ContentType[],
  methods: string[],
  panel: string,
  box: { x: number; y: number; width: number; height: number },
): DecorationLocationTemplate {
  return { name, view, contentTypes, methods, panel, ...box };
}

/** Moves up and down in turn (0, +5, -5, +10, -10 ...) up to `max` mm. */
function movesUpOrDown(max: number): [number, number][] {
  const out: [number, number][] = [[0, 0]];
  for (let d = 5; d <= max; d += 5) out.push([0, d], [0, -d]);
  return out;
}

/** Width and height scales, each from 1 down to `min`, largest area first. */
function freeScales(min: number): [number, number][] {
  const steps = uniformScales(min).map(([s]) => s);
  return steps.flatMap((w) => steps.map((h): [number, number] => [w, h])).sort((a, b) => b[0] * b[1] - a[0] * a[1]);
}

const round = (v: number): number => Math.round(v * 10) / 10;

/** Width scales from 1 down to `min`, the height kept. */
const widthScales = (min: number): [number, number][] => uniformScales(min).map(([s]) => [s, 1]);

/**
 * A top's locations: front-chest, left-chest, front-number, spiritwear's front-sub-mascot,
 * back-name, back-number and, with sleeves, left-sleeve and right-sleeve; a location that fits
 * nowhere on its panel is left out. The front number of a button-front top (baseball, fastpitch,
 * polo) is a small one on the left chest, clear of the placket; with a placket down the whole
 * front the team name goes on the right chest opposite it.
 */
export function topLocations(
  p: TopParams,
  cloth: { panels: GarmentPanelTemplate[]; zones: GarmentZoneTemplate[] },
): DecorationLocationTemplate[] {
  const fit = (l: DecorationLocationTemplate, rule: FitRule) => fitLocation(cloth, l, rule);
  const out: DecorationLocationTemplate[] = [];
  const push = (l: DecorationLocationTemplate | null) => {
    if (l) out.push(l);
    return l;
  };
  const L = p.length;
  const neckY = L - p.frontNeckDepth;
  const chestY = neckY - (p.neckline === 'v' ? 40 : 110);
  const chestWidth = Math.min(320, p.width - 2 * p.sidePanel - 40);
  // A placket that runs on below the chest text splits the chest: the name goes to one side.
  const opening = p.placket?.length ?? (p.zip ? p.zip.length + p.collarBand : 0);
  const splitChest = neckY - opening < chestY - 120;
  const placketEdge = p.placket ? p.placket.width / 2 + PRINT_CLEARANCE_MM : p.zip ? 6 + PRINT_CLEARANCE_MM : 0;
  // Kept to the front of the chest: farther out the cloth turns away from a front view.
  const sideWidth = Math.min(190, p.width * 0.34 - p.sidePanel - placketEdge);

  // Spiritwear's sub-mascot line sits under the team name: both are fitted as one block, so
  // the line is never pushed onto a trim the name was moved off.
  const subHeight = p.subMascot ? 36 : 0;
  const subGap = p.subMascot ? 10 : 0;
  const chestHeight = splitChest ? 90 : 100;
  const block = fit(
    location('front-chest', 'FRONT', TEXT_AND_ART, TWILL, 'front', {
      x: splitChest ? -(placketEdge + sideWidth / 2) : 0,
      y: chestY - 40 - (subHeight + subGap) / 2,
      width: splitChest ? sideWidth : chestWidth,
      height: chestHeight + subGap + subHeight,
    }),
    { moves: movesAlong(0, -1, 110), scales: freeScales(0.6), mmPerPercent: 2 },
  );
  const k = block ? block.height / (chestHeight + subGap + subHeight) : 1;
  const blockTop = block ? block.y + block.height / 2 : 0;
  const chest = push(block && { ...block, y: round(blockTop - (chestHeight * k) / 2), height: round(chestHeight * k) });
  const chestBottom = chest ? chest.y - chest.height / 2 : chestY - 90;
  const sub =
    p.subMascot && block
      ? location(SUB_MASCOT_LOCATION, 'FRONT', ['CUSTOM_TEXT'], SMALL, 'front', {
          x: block.x,
          y: round(block.y - block.height / 2 + (subHeight * k) / 2),
          width: round(Math.min(240, block.width * 0.8)),
          height: round(subHeight * k),
        })
      : null;
  // The left chest keeps clear of the team name's block too: the two are drawn together.
  const besideChest = block
    ? {
        ...cloth,
        zones: [
          ...cloth.zones,
          zone('front-chest-print', 'front', rect(block.x, block.y, block.width, block.height), 0),
        ],
      }
    : cloth;
  const leftChest = location('left-chest', 'FRONT', ['GRAPHICS', 'UPLOADS', 'CUSTOM_TEXT'], SMALL, 'front', {
    x: p.width * 0.22,
    y: L - p.armholeDepth * 0.45 - 20,
    width: 90,
    height: 90,
  });
  const leftChestRule: FitRule = {
    moves: [...movesAlong(0, -1, 80), ...movesAlong(-0.5, -1, 80), ...movesAlong(0, 1, 40)],
    scales: uniformScales(0.5),
    mmPerPercent: 1.5,
  };
  // Where the name leaves the left chest no room, it is the name's alternative (overlapping it).
  push(fitLocation(besideChest, leftChest, leftChestRule) ?? fit(leftChest, leftChestRule));
  if (p.placket || p.zip) {
    // The trade's small front number of a button-front jersey: on the left chest opposite a
    // split name, else on the left front under the name, clear of the placket.
    const size = 110;
    push(
      fit(
        location('front-number', 'FRONT', ['PLAYER_NUMBER'], TWILL, 'front', {
          x: splitChest ? placketEdge + sideWidth / 2 : p.width * 0.22,
          y: splitChest && chest ? chest.y : chestBottom - 15 - size / 2,
          width: splitChest ? Math.min(size, sideWidth) : size,
          height: size,
        }),
        { moves: movesAlong(0, -1, 60), scales: uniformScales(0.6), anchor: 'top' },
      ),
    );
  } else {
    // Under the team name; where the name leaves no room (a hoodie's pocket), at the number's
    // own place, which the name's location then overlaps.
    const rule: FitRule = { moves: movesAlong(0, -1, 40), scales: freeScales(0.45), anchor: 'top', mmPerPercent: 2 };
    const number = (y: number) =>
      fit(
        location('front-number', 'FRONT', ['PLAYER_NUMBER'], TWILL, 'front', { x: 0, y, width: 220, height: 190 }),
        rule,
      );
    push(number(chestBottom - 10 - 190 / 2) ?? number(chestY - 200));
  }
  push(sub);
  const hoodClear = p.hood ? 300 : 0;
  const nameY = L - p.backNeckDepth - 95 - hoodClear;
  const name = push(
    fit(
      location('back-name', 'BACK', ['PLAYER_NAME', 'CUSTOM_TEXT'], TWILL, 'back', {
        x: 0,
        y: nameY,
        width: Math.min(380, p.width - 2 * p.sidePanel - 40, 2 * p.shoulderHalfWidth - 40),
        height: 70,
      }),
      { moves: movesUpOrDown(70), scales: widthScales(0.5), mmPerPercent: 3 },
    ),
  );
  const numberTop = (name ? name.y - name.height / 2 : nameY - 35) - 15;
  const numberBottom = Math.max(p.hemBand + 30, numberTop - 300);
  push(
    fit(
      location('back-number', 'BACK', ['PLAYER_NUMBER'], TWILL, 'back', {
        x: 0,
        y: (numberTop + numberBottom) / 2,
        width: 300,
        height: numberTop - numberBottom,
      }),
      { moves: movesAlong(0, -1, 60), scales: freeScales(0.6), anchor: 'top' },
    ),
  );
  if (p.sleeve) {
    const s = p.sleeve;
    const base = s.length - s.capHeight;
    const bottom = s.cuffBand + 12;
    const top = base + s.capHeight * 0.35;
    const size = Math.min(110, top - bottom);
    const y = (top + bottom) / 2;
    const methods = ['sublimation', 'screen print', 'tackle twill', 'embroidery'];
    const types: ContentType[] = ['PLAYER_NUMBER', 'GRAPHICS', 'UPLOADS', 'CUSTOM_TEXT'];
    const rule: FitRule = { moves: movesUpOrDown(30), scales: uniformScales(0.5), mmPerPercent: 2 };
    const box = { x: 0, y, width: 110, height: size };
    push(fit(location('left-sleeve', 'LEFT', types, methods, 'leftSleeve', box), rule));
    push(fit(location('right-sleeve', 'RIGHT', types, methods, 'rightSleeve', box), rule));
  }
  return out;
}

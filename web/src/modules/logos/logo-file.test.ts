import { describe, expect, it } from 'vitest';
import { baseName, cropPlan, cropValueOf, cropViewBox, initialAreaOf, isFullCrop, sniffKind } from './logo-file';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffKind', () => {
  it('reads the content, not the name', () => {
    expect(sniffKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffKind(text('<?xml version="1.0"?>\n<!-- c --><svg xmlns="x">'))).toBe('svg');
    expect(sniffKind(text('\uFEFF  <svg viewBox="0 0 1 1">'))).toBe('svg');
    expect(sniffKind(text('<html><svg>'))).toBe('other');
    expect(sniffKind(text('%PDF-1.4'))).toBe('other');
    expect(sniffKind(bytes())).toBe('other');
  });
});

describe('cropPlan', () => {
  it('keeps a crop inside the image and rounds it', () => {
    expect(cropPlan({ x: 10.4, y: 5.6, width: 100.2, height: 50 }, { width: 400, height: 300 })).toEqual({
      source: { x: 10, y: 6, width: 100, height: 50 },
      output: { width: 100, height: 50 },
    });
    expect(cropPlan({ x: -5, y: -2, width: 500, height: 400 }, { width: 400, height: 300 }).source).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 300,
    });
    expect(cropPlan({ x: 399, y: 299, width: 0, height: 0 }, { width: 400, height: 300 }).source).toEqual({
      x: 399,
      y: 299,
      width: 1,
      height: 1,
    });
  });
  it('scales large crops down to the longest side, keeping the ratio', () => {
    expect(cropPlan({ x: 0, y: 0, width: 4000, height: 3000 }, { width: 4000, height: 3000 }).output).toEqual({
      width: 2000,
      height: 1500,
    });
    expect(cropPlan({ x: 0, y: 0, width: 300, height: 900 }, { width: 300, height: 900 }, 300).output).toEqual({
      width: 100,
      height: 300,
    });
  });
});

describe('cropViewBox and isFullCrop', () => {
  it('maps a percent crop onto the viewBox', () => {
    expect(cropViewBox({ x: 0, y: 0, width: 200, height: 100 }, { x: 25, y: 10, width: 50, height: 80 })).toEqual({
      x: 50,
      y: 10,
      width: 100,
      height: 80,
    });
    expect(cropViewBox({ x: -10, y: 5, width: 30, height: 30 }, { x: 0, y: 0, width: 100, height: 100 })).toEqual({
      x: -10,
      y: 5,
      width: 30,
      height: 30,
    });
    // Never past the edge.
    expect(cropViewBox({ x: 0, y: 0, width: 100, height: 100 }, { x: 90, y: 90, width: 50, height: 50 })).toEqual({
      x: 90,
      y: 90,
      width: 10,
      height: 10,
    });
  });
  it('tells a full crop', () => {
    expect(isFullCrop({ x: 0, y: 0, width: 100, height: 100 })).toBe(true);
    expect(isFullCrop({ x: 0.2, y: 0, width: 99.7, height: 100 })).toBe(true);
    expect(isFullCrop({ x: 10, y: 0, width: 90, height: 100 })).toBe(false);
  });
  it('names a logo after its file', () => {
    expect(baseName('crest.final.png')).toBe('crest.final');
    expect(baseName('.hidden')).toBe('.hidden');
  });
});

describe('cropValueOf / initialAreaOf (Edit crop)', () => {
  it('turns the cropper percentages into the fractions the gateway keeps, inside the picture', () => {
    expect(cropValueOf({ x: 10, y: 20, width: 50, height: 25 }, 2.00004, '1:1')).toEqual({
      x: 0.1,
      y: 0.2,
      width: 0.5,
      height: 0.25,
      zoom: 2,
      aspect: '1:1',
    });
    // A crop to the edge that the cropper rounds past it ends at the edge.
    expect(cropValueOf({ x: 40, y: -0.0001, width: 60.00002, height: 100.0001 }, 1, 'free')).toMatchObject({
      x: 0.4,
      y: 0,
      width: 0.6,
      height: 1,
    });
  });

  it('starts the cropper where the kept crop ended', () => {
    expect(initialAreaOf({ x: 0.1, y: 0.2, width: 0.5, height: 0.25 })).toEqual({
      x: 10,
      y: 20,
      width: 50,
      height: 25,
    });
  });
});

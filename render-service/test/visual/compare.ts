/**
 * Comparing pictures with their baselines (R4): pixelmatch over decoded PNGs, the config file,
 * and the summary (text and JSON). No browser here.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** `visual/visual.config.json`, paths resolved against the repository root. */
export interface VisualConfig {
  /** pixelmatch's per-pixel colour threshold, 0..1 (0.1 in DESIGN "Render determinism"). */
  threshold: number;
  /** A picture fails when more than this share (0..1) of its pixels differ (0.003 = 0.3 %). */
  maxDiffRatio: number;
  /** Warm snapshot pages of the render service = pictures rendered at once. */
  poolSize: number;
  /** Absolute directory of the committed baselines `<template>-<view>.png`. */
  baselineDir: string;
  /** Absolute directory of the run's output: summary, actual and diff pictures. */
  outputDir: string;
}

/**
 * Reads and checks the config file at `file`; relative paths in it are taken from `root`.
 * Throws an Error naming the bad field.
 */
export function loadVisualConfig(file: string, root: string): VisualConfig {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const num = (key: string, min: number, max: number): number => {
    const v = raw[key];
    if (typeof v !== 'number' || !(v >= min && v <= max))
      throw new Error(`${file}: ${key} must be a number from ${min} to ${max}`);
    return v;
  };
  const dir = (key: string): string => {
    const v = raw[key];
    if (typeof v !== 'string' || !v) throw new Error(`${file}: ${key} must be a path`);
    return isAbsolute(v) ? v : resolve(root, v);
  };
  const poolSize = num('poolSize', 1, 16);
  if (!Number.isInteger(poolSize)) throw new Error(`${file}: poolSize must be an integer`);
  return {
    threshold: num('threshold', 0, 1),
    maxDiffRatio: num('maxDiffRatio', 0, 1),
    poolSize,
    baselineDir: dir('baselineDir'),
    outputDir: dir('outputDir'),
  };
}

/** What became of one picture: PASS, FAIL (too many differing pixels or another size), MISSING (no baseline), ERROR (render failed). */
export type PictureStatus = 'PASS' | 'FAIL' | 'MISSING' | 'ERROR';

/** The outcome of one picture, as listed in the summary. */
export interface PictureResult {
  name: string;
  status: PictureStatus;
  /** Differing pixels (null when not compared: missing baseline, render error, other size). */
  diffPixels: number | null;
  /** Differing pixels / all pixels. */
  diffRatio: number | null;
  /** Why it failed, in words. */
  message?: string;
  /** Paths of the written actual and diff pictures, relative to the output directory. */
  actual?: string;
  diff?: string;
}

/** The comparison of one picture with its baseline; `diffPng` is pixelmatch's diff picture. */
export interface Comparison {
  pass: boolean;
  diffPixels: number;
  diffRatio: number;
  diffPng: Buffer;
}

/** The size and RGBA pixels of PNG bytes. */
export function decodePng(bytes: Buffer): PNG {
  return PNG.sync.read(bytes);
}

/**
 * The same picture as smaller PNG bytes, for committed baselines: RGB when every pixel is opaque
 * (the snapshots are), RGBA otherwise, deflate level 9 with adaptive filters. Lossless: the
 * decoded pixels are those of `bytes`.
 */
export function compactPng(bytes: Buffer): Buffer {
  const png = decodePng(bytes);
  let opaque = true;
  for (let i = 3; i < png.data.length && opaque; i += 4) opaque = png.data[i] === 255;
  return PNG.sync.write(png, { colorType: opaque ? 2 : 6, deflateLevel: 9, filterType: -1 });
}

/**
 * Compares PNG bytes `actual` with `baseline` (pixelmatch, anti-aliasing detection on) and
 * passes when at most `maxDiffRatio` of the pixels differ. Throws when the sizes differ.
 */
export function comparePng(
  actual: Buffer,
  baseline: Buffer,
  opts: Pick<VisualConfig, 'threshold' | 'maxDiffRatio'>,
): Comparison {
  const a = decodePng(actual);
  const b = decodePng(baseline);
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`size ${a.width}x${a.height} differs from the baseline's ${b.width}x${b.height}`);
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: opts.threshold });
  const diffRatio = diffPixels / (a.width * a.height);
  return { pass: diffRatio <= opts.maxDiffRatio, diffPixels, diffRatio, diffPng: PNG.sync.write(diff) };
}

/**
 * Pixels that differ at all between two PNGs of the same size (threshold 0, no anti-aliasing
 * allowance): 0 means the pictures are identical. Throws when the sizes differ.
 */
export function exactDiffPixels(a: Buffer, b: Buffer): number {
  const pa = decodePng(a);
  const pb = decodePng(b);
  if (pa.width !== pb.width || pa.height !== pb.height)
    throw new Error(`sizes differ: ${pa.width}x${pa.height} and ${pb.width}x${pb.height}`);
  return pixelmatch(pa.data, pb.data, undefined, pa.width, pa.height, { threshold: 0, includeAA: true });
}

/** The summary written as `summary.json` (and read by `npm test`). */
export interface VisualSummary {
  /** ISO time is left out on purpose: the summary of two identical runs is identical. */
  pictures: PictureResult[];
  passed: number;
  failed: number;
  threshold: number;
  maxDiffRatio: number;
  /** Wall time of the renders in ms. */
  renderMs: number;
  /** True when the run rewrote the baselines (--update). */
  updated: boolean;
}

/** Counts `results` into a summary. */
export function summarize(
  results: PictureResult[],
  config: Pick<VisualConfig, 'threshold' | 'maxDiffRatio'>,
  renderMs: number,
  updated: boolean,
): VisualSummary {
  const passed = results.filter((r) => r.status === 'PASS').length;
  return {
    pictures: results,
    passed,
    failed: results.length - passed,
    threshold: config.threshold,
    maxDiffRatio: config.maxDiffRatio,
    renderMs,
    updated,
  };
}

/** The summary as text: one line per picture, then the counts. */
export function summaryText(summary: VisualSummary): string {
  // The name column as wide as the longest name and two spaces.
  const width = Math.max(28, ...summary.pictures.map((p) => p.name.length + 2));
  const lines = summary.pictures.map((p) => {
    const px = p.diffPixels === null ? '-' : `${p.diffPixels} px (${((p.diffRatio ?? 0) * 100).toFixed(3)} %)`;
    const files = [p.actual, p.diff].filter(Boolean).join(', ');
    return `${p.status.padEnd(8)}${p.name.padEnd(width)}${px.padEnd(24)}${p.message ?? ''}${files ? ` [${files}]` : ''}`;
  });
  return [
    `threshold ${summary.threshold}, allowed ${(summary.maxDiffRatio * 100).toFixed(2)} % differing pixels per picture`,
    ...lines,
    `${summary.passed} passed, ${summary.failed} failed${summary.updated ? ' (baselines rewritten)' : ''}`,
    '',
  ].join('\n');
}

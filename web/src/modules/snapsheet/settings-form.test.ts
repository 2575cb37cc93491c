import { describe, expect, it } from 'vitest';
import {
  canUnlock,
  lockMessage,
  NO_LOGO,
  NO_REP,
  settingsSchema,
  settingsValues,
  snapsheetLock,
  toSettingsInput,
} from './settings-form';

const snapsheet = {
  title: 'Fall Catalog',
  teamName: 'Central High',
  colors: [{ id: '19' }, { id: '13' }, { id: '25' }],
  showPrices: true,
  status: 'OPEN' as const,
  logoId: null,
};

describe('snapsheet settings form (P5)', () => {
  it('reads a snapsheet and sends nothing when nothing changed', () => {
    const v = settingsValues(snapsheet);
    expect(v).toEqual({
      title: 'Fall Catalog',
      teamName: 'Central High',
      colorIds: ['19', '13', '25'],
      logoId: NO_LOGO,
      repId: NO_REP,
      showPrices: true,
      status: 'OPEN',
    });
    expect(toSettingsInput(snapsheet, v)).toEqual({});
  });

  it('sends the rep when it changes, null for no rep (D4)', () => {
    const withRep = { ...snapsheet, rep: { id: '5' } };
    const v = settingsValues(withRep);
    expect(v.repId).toBe('5');
    expect(toSettingsInput(withRep, v)).toEqual({});
    expect(toSettingsInput(withRep, { ...v, repId: '6' })).toEqual({ repId: '6' });
    expect(toSettingsInput(withRep, { ...v, repId: NO_REP })).toEqual({ repId: null });
  });

  it('sends only the changed fields, trimmed', () => {
    const v = settingsValues(snapsheet);
    expect(
      toSettingsInput(snapsheet, {
        ...v,
        teamName: ' Central Eagles ',
        colorIds: ['2', '7', '25'],
        showPrices: false,
        status: 'COMPLETE',
        logoId: '8',
      }),
    ).toEqual({
      teamName: 'Central Eagles',
      colorIds: ['2', '7', '25'],
      showPrices: false,
      status: 'COMPLETE',
      logoId: '8',
    });
    // The order of the colours is the team's: a new order is a change.
    expect(toSettingsInput(snapsheet, { ...v, colorIds: ['13', '19', '25'] })).toEqual({
      colorIds: ['13', '19', '25'],
    });
  });

  it('checks title, team name and exactly three colours', () => {
    const v = settingsValues(snapsheet);
    const bad = settingsSchema.safeParse({ ...v, teamName: ' ', colorIds: ['19'] });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['teamName', 'Enter the team name'],
      ['colorIds', 'Choose three team colours'],
    ]);
  });
});

describe('locked snapsheets (section 4)', () => {
  it('tells a template, a quote and a closed snapsheet apart', () => {
    expect(snapsheetLock({ locked: false, isStaticTemplate: false, status: 'OPEN' })).toBeNull();
    expect(snapsheetLock({ locked: true, isStaticTemplate: true, status: 'OPEN' })).toBe('TEMPLATE');
    expect(snapsheetLock({ locked: true, isStaticTemplate: false, status: 'QUOTE' })).toBe('QUOTE');
    expect(snapsheetLock({ locked: true, isStaticTemplate: false, status: 'CLOSED' })).toBe('CLOSED');
  });

  it('lets only a dashboard dealer unlock, and only a quote', () => {
    expect(canUnlock('QUOTE', true)).toBe(true);
    expect(canUnlock('QUOTE', false)).toBe(false);
    expect(canUnlock('CLOSED', true)).toBe(false);
    expect(lockMessage('QUOTE', true)).toMatch(/Unlock it in Settings/);
    expect(lockMessage('QUOTE', false)).toMatch(/Only the dealer can unlock it/);
  });
});

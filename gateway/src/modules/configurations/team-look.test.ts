/**
 * The team's look on catalog products (P3 'products drawn as the team's'): each kind of product
 * dressed as the trade does (jerseys: name and numbers front and back; spiritwear: the name and
 * the sub-mascot line, no numbers; shorts and pants: the left hip), and without a kind the team
 * name as Custom Text and the default logo as an Upload, front views first; text cut to 40
 * characters (C3), with a number and the showroom's text style when asked (P5, P6); and the
 * bulk edit rule (`followTeamLook`): a customised product's team text and logo follow a new
 * team name and logo, everything else stays.
 */
import { describe, expect, it } from 'vitest';
import type { StoredDecoration } from '../../db/types.js';
import { getGarment } from '@tas/garments';
import { followTeamLook, teamLookDecorations, type LookLocation } from './team-look.js';

const locationsOf = (garmentId: string): readonly LookLocation[] => getGarment(garmentId)!.locations;

describe('teamLookDecorations (P3)', () => {
  it('puts the team name on the front chest and the logo on the left chest of a jersey', () => {
    expect(teamLookDecorations(locationsOf('jersey-crew'), { teamName: 'Tigers', logoId: 7 })).toEqual([
      { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Tigers' },
      { contentType: 'UPLOADS', location: 'left-chest', logoId: '7' },
    ]);
  });

  it('dresses each kind of product as the trade does (C3): jerseys, spiritwear, shorts and pants', () => {
    const look = { teamName: 'Tigers', logoId: 7, subMascot: 'ATHLETICS' };
    // A jersey: the name across the chest, the number front and back (the C3 default '00'
    // without one), the logo on the left chest, the player's name on the back.
    expect(teamLookDecorations(locationsOf('jersey-crew'), look, 'jersey')).toEqual([
      { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Tigers' },
      { contentType: 'PLAYER_NUMBER', location: 'front-number', text: '00' },
      { contentType: 'UPLOADS', location: 'left-chest', logoId: '7' },
      { contentType: 'PLAYER_NAME', location: 'back-name', text: 'Player Name' },
      { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '00' },
    ]);
    // A baseball jersey: the number small on the left chest, opposite the name; the logo then
    // goes on the right sleeve.
    expect(
      teamLookDecorations(locationsOf('jersey-baseball-full-button'), { ...look, number: '12' }, 'jersey').map(
        (d) => `${d.location}:${d.text ?? d.logoId}`,
      ),
    ).toEqual(['front-chest:Tigers', 'front-number:12', 'right-sleeve:7', 'back-name:Player Name', 'back-number:12']);
    // Spiritwear: the team name and the sub-mascot line under it, the logo; never a number.
    expect(teamLookDecorations(locationsOf('hoodie'), { ...look, number: '00' }, 'spiritwear')).toEqual([
      { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Tigers' },
      { contentType: 'CUSTOM_TEXT', location: 'front-sub-mascot', text: 'ATHLETICS', textHeight: 30 },
      { contentType: 'UPLOADS', location: 'left-chest', logoId: '7' },
    ]);
    // Without a team name there is no line to put the sub-mascot under.
    expect(teamLookDecorations(locationsOf('tshirt'), { ...look, teamName: '', logoId: null }, 'spiritwear')).toEqual(
      [],
    );
    // Shorts and pants: the logo on the left hip, or the team name there without a logo.
    expect(teamLookDecorations(locationsOf('shorts'), { ...look, number: '00' }, 'bottom')).toEqual([
      { contentType: 'UPLOADS', location: 'left-hip', logoId: '7' },
    ]);
    expect(teamLookDecorations(locationsOf('pants'), { ...look, logoId: null }, 'bottom')).toEqual([
      { contentType: 'CUSTOM_TEXT', location: 'left-hip', text: 'Tigers' },
    ]);
  });

  it('draws shorts without a kind with the text on the left hip (a front view) and the logo on the left leg', () => {
    expect(teamLookDecorations(locationsOf('shorts'), { teamName: 'Tigers', logoId: 7 })).toEqual([
      { contentType: 'CUSTOM_TEXT', location: 'left-hip', text: 'Tigers' },
      { contentType: 'UPLOADS', location: 'left-leg', logoId: '7' },
    ]);
  });

  it('without a logo there is only the text; without a team name the logo takes the front chest', () => {
    expect(teamLookDecorations(locationsOf('jersey-crew'), { teamName: 'Tigers', logoId: null })).toEqual([
      { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Tigers' },
    ]);
    expect(teamLookDecorations(locationsOf('jersey-crew'), { teamName: '   ', logoId: 3 })).toEqual([
      { contentType: 'UPLOADS', location: 'front-chest', logoId: '3' },
    ]);
  });

  it('trims the team name and cuts it to 40 characters', () => {
    const [text] = teamLookDecorations(locationsOf('jersey-crew'), { teamName: `  ${'A'.repeat(45)} `, logoId: null });
    expect(text!.text).toBe('A'.repeat(40));
  });

  it('prefers front views over the listed order and skips locations that take neither', () => {
    const locations: LookLocation[] = [
      { name: 'back-name', view: 'BACK', contentTypes: ['CUSTOM_TEXT', 'UPLOADS'] },
      { name: 'right-hip', view: 'RIGHT', contentTypes: ['UPLOADS'] },
      { name: 'front-number', view: 'FRONT', contentTypes: ['PLAYER_NUMBER'] },
      { name: 'left-hip', view: 'LEFT', contentTypes: ['UPLOADS', 'CUSTOM_TEXT'] },
    ];
    expect(teamLookDecorations(locations, { teamName: 'Owls', logoId: 1 })).toEqual([
      { contentType: 'CUSTOM_TEXT', location: 'left-hip', text: 'Owls' },
      { contentType: 'UPLOADS', location: 'right-hip', logoId: '1' },
    ]);
  });

  it('a garment without text or upload locations gets nothing; one location holds one decoration', () => {
    const numbersOnly: LookLocation[] = [{ name: 'front-number', view: 'FRONT', contentTypes: ['PLAYER_NUMBER'] }];
    expect(teamLookDecorations(numbersOnly, { teamName: 'Owls', logoId: 1 })).toEqual([]);
    const one: LookLocation[] = [{ name: 'chest', view: 'FRONT', contentTypes: ['CUSTOM_TEXT', 'UPLOADS'] }];
    expect(teamLookDecorations(one, { teamName: 'Owls', logoId: 1 })).toEqual([
      { contentType: 'CUSTOM_TEXT', location: 'chest', text: 'Owls' },
    ]);
  });
});

describe('teamLookDecorations with a number and a text style (P5, P6)', () => {
  it('adds the number at the front number of a jersey and styles the text and number, not the logo', () => {
    expect(
      teamLookDecorations(locationsOf('jersey-crew'), {
        teamName: 'Eagles',
        logoId: 4,
        number: '00',
        textStyle: { fillColorId: 2, outline1ColorId: 25, font: 'bebas' },
      }),
    ).toEqual([
      {
        contentType: 'CUSTOM_TEXT',
        location: 'front-chest',
        text: 'Eagles',
        fillColorId: '2',
        outline1ColorId: '25',
        font: 'bebas',
      },
      { contentType: 'UPLOADS', location: 'left-chest', logoId: '4' },
      {
        contentType: 'PLAYER_NUMBER',
        location: 'front-number',
        text: '00',
        fillColorId: '2',
        outline1ColorId: '25',
        font: 'bebas',
      },
    ]);
  });

  it('puts no number where no location is left for it and keeps defaults for omitted style fields', () => {
    const one: LookLocation[] = [{ name: 'chest', view: 'FRONT', contentTypes: ['CUSTOM_TEXT', 'PLAYER_NUMBER'] }];
    expect(
      teamLookDecorations(one, { teamName: 'Owls', logoId: null, number: '7', textStyle: { font: 'bebas' } }),
    ).toEqual([{ contentType: 'CUSTOM_TEXT', location: 'chest', text: 'Owls', font: 'bebas' }]);
    expect(teamLookDecorations(one, { teamName: ' ', logoId: null, number: ' 12 ' })).toEqual([
      { contentType: 'PLAYER_NUMBER', location: 'chest', text: '12' },
    ]);
  });
});

const decoration = (d: Partial<StoredDecoration> & Pick<StoredDecoration, 'contentType' | 'location'>) =>
  ({
    text: null,
    fillColorId: 25,
    outline1ColorId: 23,
    outline2ColorId: null,
    textHeight: 70,
    font: 'full block',
    logoId: null,
    rotation: 0,
    zoom: 1,
    view: null,
    ...d,
  }) satisfies StoredDecoration;

describe('followTeamLook (P3 bulk edit of a customised product)', () => {
  const customised = [
    decoration({ contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Tigers', fillColorId: 5, rotation: 10 }),
    decoration({ contentType: 'CUSTOM_TEXT', location: 'back-name', text: 'Go Tigers' }),
    decoration({ contentType: 'UPLOADS', location: 'left-chest', logoId: 7, zoom: 1.5 }),
    decoration({ contentType: 'UPLOADS', location: 'right-sleeve', logoId: 8 }),
    decoration({ contentType: 'PLAYER_NUMBER', location: 'back-number', text: '00' }),
  ];

  it('the team text and the default logo follow; other decorations and every other field stay', () => {
    expect(
      followTeamLook(customised, { teamName: 'Tigers', logoId: 7 }, { teamName: 'Lady Tigers', logoId: 9 }),
    ).toEqual([
      { ...customised[0], text: 'Lady Tigers' },
      customised[1],
      { ...customised[2], logoId: 9 },
      customised[3],
      customised[4],
    ]);
  });

  it('clearing the default logo removes its uploads', () => {
    expect(
      followTeamLook(customised, { teamName: 'Tigers', logoId: 7 }, { teamName: 'Tigers', logoId: null }).map(
        (d) => d.location,
      ),
    ).toEqual(['front-chest', 'back-name', 'right-sleeve', 'back-number']);
  });

  it('without a default logo before, no upload changes', () => {
    expect(followTeamLook(customised, { teamName: 'Tigers', logoId: null }, { teamName: 'Tigers', logoId: 9 })).toEqual(
      customised,
    );
  });

  it('compares the team name as the look draws it (trimmed, 40 characters)', () => {
    const long = 'B'.repeat(50);
    const drawn = [decoration({ contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'B'.repeat(40) })];
    expect(followTeamLook(drawn, { teamName: ` ${long}`, logoId: null }, { teamName: ' Owls ', logoId: null })).toEqual(
      [{ ...drawn[0], text: 'Owls' }],
    );
  });
});

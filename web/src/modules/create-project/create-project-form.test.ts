import { describe, expect, it } from 'vitest';
import {
  createProjectSchema,
  createSteps,
  customerTeamColors,
  defaultValues,
  moveSport,
  NONE,
  preferredLogoId,
  stepOfField,
  toggleSport,
  toPlaybookInput,
  toSnapsheetInput,
} from './create-project-form';

describe('create project form (D8)', () => {
  it('needs sports for a playbook only, three colours and a team name', () => {
    const v = { ...defaultValues(null), teamName: 'Rams' };
    expect(createProjectSchema('SNAPSHEET').safeParse(v).success).toBe(true);
    const pb = createProjectSchema('PLAYBOOK').safeParse(v);
    expect(pb.success).toBe(false);
    expect(pb.error?.issues.map((i) => i.path.join('.'))).toEqual(['sports']);
    expect(createProjectSchema('PLAYBOOK').safeParse({ ...v, sports: ['fsg-football'] }).success).toBe(true);
    const bad = createProjectSchema('SNAPSHEET').safeParse({ ...v, teamName: '  ', colorIds: ['1', '2'] });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['colorIds', 'teamName']);
  });

  it('maps server fields to their steps', () => {
    const pb = createSteps('PLAYBOOK');
    expect(pb.map((s) => s.id)).toEqual(['customer', 'template', 'team', 'colors', 'settings']);
    expect(stepOfField(pb, 'sports.1')).toBe(1);
    expect(stepOfField(pb, 'colorIds')).toBe(3);
    expect(stepOfField(pb, 'logoId')).toBe(3);
    const ss = createSteps('SNAPSHEET');
    expect(stepOfField(ss, 'templateId')).toBe(0);
    expect(stepOfField(ss, 'teamName')).toBe(1);
    expect(stepOfField(ss, 'unknown')).toBe(-1);
  });

  it('builds the mutation inputs', () => {
    const v = {
      ...defaultValues('7'),
      teamName: ' Rams ',
      title: ' ',
      sports: ['fsg-football', 'fsg-track'],
      customerId: '3',
    };
    expect(toSnapsheetInput(v)).toEqual({
      teamName: 'Rams',
      title: null,
      customerId: '3',
      colorIds: ['19', '13', '25'],
      logoId: null,
      repId: null,
      showPrices: true,
      templateId: '7',
    });
    expect(toPlaybookInput({ ...v, logoId: '9', template: 'UA', repId: '4' })).toMatchObject({
      template: 'UA',
      sports: ['fsg-football', 'fsg-track'],
      logoId: '9',
      repId: '4',
      showCoverAndIndex: true,
    });
    expect(toSnapsheetInput(defaultValues(null)).templateId).toBeNull();
    expect(defaultValues(null).snapsheetTemplateId).toBe(NONE);
  });

  it('chooses and orders sports', () => {
    expect(toggleSport(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleSport(['a', 'b'], 'a')).toEqual(['b']);
    expect(moveSport(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveSport(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveSport(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it("takes the customer's first three colours when they are offered", () => {
    expect(customerTeamColors(['1', '2', '3', '4'], new Set(['1', '2', '3']))).toEqual(['1', '2', '3']);
    expect(customerTeamColors(['1', '2', '9'], new Set(['1', '2', '3']))).toBeNull();
    expect(customerTeamColors(['1', '2'], new Set(['1', '2']))).toBeNull();
  });
});

describe('the logo a new project starts with', () => {
  it('takes the customer’s primary logo, else its first, else none', () => {
    const logo = (id: string, ...types: string[]) => ({ id, types });
    expect(preferredLogoId([logo('1', 'mascot'), logo('2', 'Primary'), logo('3', 'primary')])).toBe('2');
    expect(preferredLogoId([logo('4', 'wordmark'), logo('5')])).toBe('4');
    expect(preferredLogoId([])).toBe(NONE);
  });
});

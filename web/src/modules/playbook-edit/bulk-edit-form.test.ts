import { describe, expect, it } from 'vitest';
import { bulkEditSchema, bulkEditValues, NONE, toPlaybookInput, type BulkEditPlaybook } from './bulk-edit-form';

const playbook: BulkEditPlaybook = {
  title: 'Eagles 2025',
  teamName: 'Eagles',
  colors: [{ id: '19' }, { id: '13' }, { id: '25' }],
  defaultLogo: { id: '7' },
  showPrices: true,
  showCoverAndIndex: false,
  schoolCode: null,
  newSchool: null,
};

describe('bulk edit form (P3, P4)', () => {
  it('starts from the playbook', () => {
    const v = bulkEditValues(playbook);
    expect(v).toMatchObject({
      title: 'Eagles 2025',
      teamName: 'Eagles',
      colorIds: ['19', '13', '25'],
      defaultLogoId: '7',
      schoolMode: 'NONE',
    });
    expect(bulkEditValues({ ...playbook, defaultLogo: null }).defaultLogoId).toBe(NONE);
    expect(bulkEditValues({ ...playbook, schoolCode: 'TX001' })).toMatchObject({
      schoolMode: 'LIST',
      schoolCode: 'TX001',
    });
    expect(bulkEditValues({ ...playbook, newSchool: { name: 'North High', state: 'TX' } })).toMatchObject({
      schoolMode: 'NEW',
      newSchool: { name: 'North High', mascot: '', city: '', state: 'TX' },
    });
  });

  it('sends every field, the logo and one school choice', () => {
    const v = bulkEditValues(playbook);
    expect(toPlaybookInput({ ...v, title: ' New title ' })).toEqual({
      title: 'New title',
      teamName: 'Eagles',
      colorIds: ['19', '13', '25'],
      defaultLogoId: '7',
      showPrices: true,
      showCoverAndIndex: false,
      schoolCode: null,
      newSchool: null,
    });
    expect(toPlaybookInput({ ...v, defaultLogoId: NONE })).toMatchObject({ clearDefaultLogo: true });
    // D4: the rep goes with the dealer's dashboard only, null for no rep.
    expect(toPlaybookInput({ ...v, repId: '4' })).not.toHaveProperty('repId');
    expect(toPlaybookInput({ ...v, repId: '4' }, true)).toMatchObject({ repId: '4' });
    expect(toPlaybookInput({ ...v, repId: NONE }, true)).toMatchObject({ repId: null });
    expect(toPlaybookInput({ ...v, defaultLogoId: NONE })).not.toHaveProperty('defaultLogoId');
    const listed = toPlaybookInput({ ...v, schoolMode: 'LIST', schoolCode: 'TX001' });
    expect(listed.schoolCode).toBe('TX001');
    expect(listed).not.toHaveProperty('newSchool');
    const created = toPlaybookInput({
      ...v,
      schoolMode: 'NEW',
      newSchool: { name: ' North High ', mascot: '', city: 'Austin', state: 'tx' },
    });
    expect(created.newSchool).toEqual({ name: 'North High', mascot: null, city: 'Austin', state: 'TX' });
    expect(created).not.toHaveProperty('schoolCode');
  });

  it('checks the fields', () => {
    const v = bulkEditValues(playbook);
    expect(bulkEditSchema.safeParse(v).success).toBe(true);
    const paths = (values: unknown) => {
      const r = bulkEditSchema.safeParse(values);
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths({ ...v, teamName: '  ' })).toEqual(['teamName']);
    expect(paths({ ...v, colorIds: ['1', '2'] })).toEqual(['colorIds']);
    expect(paths({ ...v, schoolMode: 'LIST', schoolCode: '' })).toEqual(['schoolCode']);
    expect(paths({ ...v, schoolMode: 'NEW' })).toEqual(['newSchool.name']);
    expect(paths({ ...v, schoolMode: 'NEW', newSchool: { ...v.newSchool, name: 'X', state: 'Tex' } })).toEqual([
      'newSchool.state',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  declareProjectKind,
  findProjectKind,
  isNamedByDealerCode,
  LISTED_PROJECT_TYPES,
  PROJECT_KINDS,
  PROJECT_TYPES,
  projectKindOf,
  projectTypeOfSegment,
} from './project-kinds.js';

describe('project kinds', () => {
  it('declares every ProjectType of the schema once', () => {
    expect(PROJECT_TYPES).toEqual(['SNAPSHEET', 'PLAYBOOK', 'SHOWROOM', 'STORE']);
    expect(new Set(PROJECT_TYPES.map((t) => PROJECT_KINDS[t].pathSegment)).size).toBe(PROJECT_TYPES.length);
  });

  it('lists and prints snapsheets and playbooks, names a showroom by its dealer code (D7, R2, P6)', () => {
    expect(LISTED_PROJECT_TYPES).toEqual(['SNAPSHEET', 'PLAYBOOK', 'STORE']);
    expect(PROJECT_TYPES.filter((t) => PROJECT_KINDS[t].printable)).toEqual(['SNAPSHEET', 'PLAYBOOK']);
    expect(PROJECT_TYPES.filter(isNamedByDealerCode)).toEqual(['SHOWROOM']);
    expect(projectKindOf('PLAYBOOK')).toMatchObject({ noun: 'Playbook', one: 'playbook', many: 'playbooks' });
    expect(PROJECT_TYPES.map((t) => PROJECT_KINDS[t].editedProductParam)).toEqual([
      'snapsheet_product',
      'catalog_product',
      null,
      null,
    ]);
  });

  it('tells the kind from a route segment, old playbook addresses included (original section 2)', () => {
    expect(projectTypeOfSegment('snapsheets')).toBe('SNAPSHEET');
    expect(projectTypeOfSegment('catalogs')).toBe('PLAYBOOK');
    expect(projectTypeOfSegment('playbooks')).toBe('PLAYBOOK');
    expect(projectTypeOfSegment('showrooms')).toBe('SHOWROOM');
    expect(projectTypeOfSegment('dashboard')).toBeNull();
    expect(projectTypeOfSegment('')).toBeNull();
  });

  it('takes a kind declared at start, once, on a route segment of its own', () => {
    const facts = {
      noun: 'Lookbook',
      one: 'lookbook',
      many: 'lookbooks',
      pathSegment: 'lookbooks',
      formerPathSegments: [],
      naming: 'publicId',
      listed: false,
      printable: true,
      initialStatus: 'DRAFT',
      editedProductParam: null,
    } as const;
    expect(findProjectKind('LOOKBOOK')).toBeNull();
    expect(() => projectKindOf('LOOKBOOK' as never)).toThrow('No project kind is declared for LOOKBOOK');
    declareProjectKind('LOOKBOOK', facts);
    expect(findProjectKind('LOOKBOOK')).toBe(facts);
    expect(projectKindOf('LOOKBOOK' as never).noun).toBe('Lookbook');
    expect(projectTypeOfSegment('lookbooks')).toBe('LOOKBOOK');
    expect(isNamedByDealerCode('LOOKBOOK' as never)).toBe(false);
    expect(() => declareProjectKind('LOOKBOOK', facts)).toThrow('Project kind LOOKBOOK is declared twice');
    expect(() =>
      declareProjectKind('ALBUM', { ...facts, pathSegment: 'albums', formerPathSegments: ['catalogs'] }),
    ).toThrow('Route segment catalogs already names a project kind');
    expect(findProjectKind('ALBUM')).toBeNull();
    // The schema's kinds are unchanged.
    expect(PROJECT_TYPES).toEqual(['SNAPSHEET', 'PLAYBOOK', 'SHOWROOM', 'STORE']);
  });
});

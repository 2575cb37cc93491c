import { describe, expect, it } from 'vitest';
import { catalogsPathOfPlaybooks, externalRedirect, projectPaths, projectTypeOfPath, showroomPaths } from './urls';

const targets = { showroomSiteUrl: 'https://showroom.example/', iframeResizerUrl: 'https://cdn.example/ir.js' };

describe('external redirects (P1)', () => {
  it('sends a dealer-code path to the showroom site', () => {
    expect(externalRedirect('/ABC123', targets)).toBe('https://showroom.example/ABC123');
    expect(externalRedirect('/ABC123/', targets)).toBe('https://showroom.example/ABC123');
  });

  it('only matches three capital letters and three digits', () => {
    expect(externalRedirect('/abc123', targets)).toBeNull();
    expect(externalRedirect('/ABCD123', targets)).toBeNull();
    expect(externalRedirect('/AB1234', targets)).toBeNull();
    expect(externalRedirect('/ABC123/locker', targets)).toBeNull();
    expect(externalRedirect('/404', targets)).toBeNull();
  });

  it('sends the iframeResizer script to its URL', () => {
    expect(externalRedirect('/dashboard/js/iframeResizer.js', targets)).toBe('https://cdn.example/ir.js');
    expect(externalRedirect('/dashboard/js/other.js', targets)).toBeNull();
  });
});

describe('project paths (P1)', () => {
  it('builds catalog and snapsheet paths', () => {
    const c = projectPaths('PLAYBOOK', 'DEMO01', 'abc');
    expect(c.home).toBe('/catalogs/DEMO01/abc/');
    expect(c.locker).toBe('/catalogs/DEMO01/abc/locker');
    expect(c.print).toBe('/print/catalogs/DEMO01/abc');
    expect(c.product('CG 1', 'S1', '42')).toBe('/catalogs/DEMO01/abc/product/CG%201?short_id=S1&catalog_product=42');
    const s = projectPaths('SNAPSHEET', 'DEMO01', 'abc');
    expect(s.home).toBe('/snapsheets/DEMO01/abc/');
    expect(s.product('CG1', 'S1')).toBe('/snapsheets/DEMO01/abc/product/CG1?short_id=S1');
    expect(s.product('CG1')).toBe('/snapsheets/DEMO01/abc/product/CG1');
    expect(s.product('CG1', null, '7')).toBe('/snapsheets/DEMO01/abc/product/CG1?snapsheet_product=7');
    expect(s.sizes('S1')).toBe('/snapsheets/DEMO01/abc/sizes-selection?short_id=S1');
  });

  it('builds showroom paths with the dealer code only (P6)', () => {
    const r = showroomPaths('DEMO01');
    expect(r.home).toBe('/showrooms/DEMO01/');
    expect(r.catalogue).toBe('/showrooms/DEMO01/catalogue');
    expect(r.browse).toBe('/showrooms/DEMO01/catalogue');
    expect(r.product('CG 1')).toBe('/showrooms/DEMO01/product/CG%201');
    expect(r.product('CG1', 'S1')).toBe('/showrooms/DEMO01/product/CG1?short_id=S1');
    expect(r.sizes('S1')).toBe('/showrooms/DEMO01/sizes-selection?short_id=S1');
    expect(r.locker).toBe('/showrooms/DEMO01/locker');
    expect(r.roster).toBe('/showrooms/DEMO01/roster');
    expect('print' in projectPaths('SHOWROOM', 'DEMO01')).toBe(false);
    expect(projectPaths('SNAPSHEET', 'DEMO01', 'abc').browse).toBe('/snapsheets/DEMO01/abc/');
  });

  it('tells the project type from a path', () => {
    expect(projectTypeOfPath('/catalogs/D/1/')).toBe('PLAYBOOK');
    expect(projectTypeOfPath('/playbooks/D/1/')).toBe('PLAYBOOK');
    expect(projectTypeOfPath('/print/catalogs/D/1')).toBe('PLAYBOOK');
    expect(projectTypeOfPath('/snapsheets/D/1/locker')).toBe('SNAPSHEET');
    expect(projectTypeOfPath('/showrooms/D/')).toBe('SHOWROOM');
  });

  it('moves old /playbooks/ addresses to /catalogs/ with the rest of the path and query', () => {
    expect(catalogsPathOfPlaybooks('/playbooks/D/1', '?passcode=x')).toBe('/catalogs/D/1?passcode=x');
    expect(catalogsPathOfPlaybooks('/playbooks/D/1/product/CG1', '?short_id=a')).toBe(
      '/catalogs/D/1/product/CG1?short_id=a',
    );
    expect(catalogsPathOfPlaybooks('/snapsheets/D/1')).toBeNull();
  });
});

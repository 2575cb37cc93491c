import { describe, expect, it } from 'vitest';
import { analyseDocument, codeOf, dealerCodeOf } from './page-documents.js';
import { memoryPageStore } from './page-store.js';

describe('analyseDocument', () => {
  it('caches the pages of a dealer named by a literal, a variable or a project reference', () => {
    expect(analyseDocument('{ snapsheet(dealerCode: "AbC", id: "x") { id } products { totalCount } }', null)).toEqual({
      cacheable: true,
      operation: 'query',
      dealers: [{ literal: 'AbC' }],
      lockers: [],
      readsVisitor: false,
      keepsUndrawn: true,
    });
    const doc = analyseDocument(
      `query P($r: ProjectRefInput!, $c: String!) { project(ref: $r) { id } ...F }
       fragment F on Query { store(dealerCode: $c, id: "s") { id } }`,
      'P',
    );
    expect(doc).toEqual({
      cacheable: true,
      operation: 'query',
      dealers: [
        { variable: 'r', path: ['dealerCode'] },
        { variable: 'c', path: [] },
      ],
      lockers: [],
      readsVisitor: false,
      keepsUndrawn: true,
    });
    const project = analyseDocument('{ project(ref: { type: SNAPSHEET, dealerCode: "D1", id: "x" }) { id } }', null);
    expect(project.cacheable && project.dealers).toEqual([{ literal: 'D1' }]);
  });

  it("caches a locker by its code, named by a literal or a variable, but not the visitor's own locker below it", () => {
    expect(analyseDocument('query L($code: String!) { locker(code: $code) { code items { id } } }', 'L')).toEqual({
      cacheable: true,
      operation: 'query',
      dealers: [],
      lockers: [{ variable: 'code', path: [] }],
      readsVisitor: false,
      keepsUndrawn: true,
    });
    const literal = analyseDocument('{ ...F } fragment F on Query { locker(code: "AbCd") { code } }', null);
    expect(literal.cacheable && literal.lockers).toEqual([{ literal: 'AbCd' }]);
    const own = analyseDocument('{ locker(code: "x") { project { ... on Snapsheet { locker { code } } } } }', null);
    expect(own.cacheable && own.readsVisitor).toBe(true);
    expect(analyseDocument('{ locker { code } }', null)).toEqual({ cacheable: false, operation: 'query' });
    expect(analyseDocument('query L($c: Int) { locker(code: 3) { code } }', null)).toEqual({
      cacheable: false,
      operation: 'query',
    });
    // A locker's code is case-sensitive; a dealer's is not.
    expect(codeOf({ literal: 'AbCd' }, {})).toBe('AbCd');
    expect(codeOf({ variable: 'code', path: [] }, { code: 'xYz' })).toBe('xYz');
    expect(codeOf({ variable: 'code', path: [] }, { code: 7 })).toBeNull();
  });

  it('caches a saved configuration by its short id, not keeping an answer whose picture is not drawn yet', () => {
    expect(analyseDocument('query C($s: ID!) { configuration(shortId: $s) { shortId } colors { id } }', 'C')).toEqual({
      cacheable: true,
      operation: 'query',
      dealers: [],
      lockers: [],
      readsVisitor: false,
      keepsUndrawn: false,
    });
  });

  it('marks the fields that read the visitor (its locker), through fragments too', () => {
    const doc = analyseDocument(
      `query { showroom(dealerCode: "D") { ...S } } fragment S on Showroom { id ... on Showroom { locker { code } } }`,
      null,
    );
    expect(doc.cacheable && doc.readsVisitor).toBe(true);
  });

  it('refuses mutations, other root fields, a dealer it cannot name, and documents that do not parse', () => {
    expect(analyseDocument('mutation { logout }', null)).toEqual({ cacheable: false, operation: 'mutation' });
    expect(analyseDocument('{ me { id } }', null)).toEqual({ cacheable: false, operation: 'query' });
    expect(analyseDocument('{ snapsheet(dealerCode: 1, id: "x") { id } }', null).cacheable).toBe(false);
    expect(analyseDocument('query A { ok } query B { ok }', null)).toEqual({ cacheable: false, operation: null });
    expect(analyseDocument('{ snapsheet(', null)).toEqual({ cacheable: false, operation: null });
  });

  it('reads a dealer code from the variables, lower case; null when it is not a string', () => {
    expect(dealerCodeOf({ variable: 'r', path: ['dealerCode'] }, { r: { dealerCode: 'DeMo' } })).toBe('demo');
    expect(dealerCodeOf({ variable: 'c', path: [] }, { c: 7 })).toBeNull();
    expect(dealerCodeOf({ variable: 'r', path: ['dealerCode'] }, {})).toBeNull();
  });
});

describe('memoryPageStore', () => {
  it('counts versions, expires entries and drops the least recently used past its bounds', async () => {
    let now = 0;
    const store = memoryPageStore(2, 100, () => now);
    expect(await store.versions(['g', 'd:x'])).toEqual(['0.0', '0.0']);
    await store.bump(['d:x']);
    await store.bump(['d:x']);
    expect(await store.versions(['g', 'd:x'])).toEqual(['0.0', '0.2']);
    await store.set('a', 'A', 10);
    await store.set('b', 'B', 10);
    expect(await store.get('a')).toBe('A');
    await store.set('c', 'C', 10);
    // `b` was used least recently.
    expect([await store.get('a'), await store.get('b'), await store.get('c')]).toEqual(['A', null, 'C']);
    // Two entries at most: `a` (least recently used) goes.
    await store.set('big', 'x'.repeat(90), 10);
    expect([await store.get('a'), await store.get('c'), await store.get('big')]).toEqual([null, 'C', 'x'.repeat(90)]);
    // 100 characters at most: both older ones go.
    await store.set('d', 'y'.repeat(20), 10);
    expect([await store.get('c'), await store.get('big'), await store.get('d')]).toEqual([null, null, 'y'.repeat(20)]);
    now = 10_000;
    expect(await store.get('d')).toBeNull();
  });

  it('forgets its versions at once past its bound, naming a new epoch so no older entry is read again', async () => {
    const store = memoryPageStore(10, 1000, Date.now, 3);
    await store.bump(['l:a', 'l:b']);
    await store.bump(['l:c']);
    expect(await store.versions(['l:a', 'l:c', 'g'])).toEqual(['0.1', '0.1', '0.0']);
    await store.bump(['l:d']);
    expect(await store.versions(['l:a', 'l:c', 'l:d', 'g'])).toEqual(['1.0', '1.0', '1.1', '1.0']);
  });
});

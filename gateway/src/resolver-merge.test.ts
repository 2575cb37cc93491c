import { describe, expect, it } from 'vitest';
import { mergeResolvers } from './resolver-merge.js';

describe('mergeResolvers', () => {
  it('merges maps that define different fields, type by type', () => {
    const ok = () => true;
    const locker = () => null;
    const items = () => [];
    const code = () => 'ABC';
    const merged = mergeResolvers([
      { name: 'base', resolvers: { Query: { ok } } },
      { name: 'lockers', resolvers: { Query: { locker }, Locker: { items } } },
      { name: 'pricing', resolvers: { Locker: { code } } },
    ]);
    expect(merged).toEqual({ Query: { ok, locker }, Locker: { items, code } });
  });

  it('refuses a field two maps define, naming the type, the field and both modules', () => {
    expect(() =>
      mergeResolvers([
        { name: 'lockers', resolvers: { Locker: { items: () => [] } } },
        { name: 'catalog', resolvers: { Query: { styles: () => [] } } },
        { name: 'pricing', resolvers: { Locker: { items: () => [] } } },
      ]),
    ).toThrow('Resolver Locker.items is defined twice: by lockers and by pricing');
  });
});

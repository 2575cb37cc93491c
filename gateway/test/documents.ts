/**
 * Hostile GraphQL documents shared by the limit tests.
 */

/**
 * A fragment fanned out at every level: `T_k` selects `T_(k-1)` twice under two aliases, so the
 * text grows by one line per level while what runs doubles (2^levels leaves).
 */
export function fanOut(levels: number): string {
  const fragments = ['fragment T0 on __Type { name kind }'];
  for (let i = 1; i <= levels; i++)
    fragments.push(`fragment T${i} on __Type { a: ofType { ...T${i - 1} } b: ofType { ...T${i - 1} } }`);
  return `{ __type(name: "Query") { ...T${levels} } } ${fragments.join(' ')}`;
}

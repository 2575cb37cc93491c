/** The stand-in Stripe server's reading of the SDK's form-encoded request bodies (stripe-stand-in.mjs). */

/**
 * `a[b][0][c]=v&...` -> `{ a: { b: [{ c: 'v' }] } }`: the SDK's form encoding read back (keys
 * split on brackets by index, no pattern); objects whose keys are all indexes become arrays.
 */
export function parseForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const open = key.indexOf('[');
    const path = [open < 0 ? key : key.slice(0, open)];
    let at = open;
    while (at >= 0 && at < key.length) {
      const close = key.indexOf(']', at);
      if (close < 0) break;
      path.push(key.slice(at + 1, close));
      at = key.indexOf('[', close);
    }
    let node = root;
    for (let i = 0; i < path.length - 1; i += 1) {
      node[path[i]] ??= {};
      node = node[path[i]];
    }
    node[path[path.length - 1]] = value;
  }
  return arrays(root);
}

function arrays(node) {
  if (!node || typeof node !== 'object') return node;
  const keys = Object.keys(node);
  for (const k of keys) node[k] = arrays(node[k]);
  const indexes = keys.length > 0 && keys.every((k) => String(Number(k)) === k);
  return indexes ? keys.sort((a, b) => Number(a) - Number(b)).map((k) => node[k]) : node;
}

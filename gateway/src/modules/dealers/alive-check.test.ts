import { describe, expect, it } from 'vitest';
import { bodySaysAlive } from './alive-check.js';

describe('bodySaysAlive (remote entry validation, A1)', () => {
  it('accepts the documented alive answers', () => {
    for (const body of ['{"alive":true}', '{"status":"ALIVE"}', 'alive', ' true\n', '1', 'Alive'])
      expect(bodySaysAlive(body)).toBe(true);
  });
  it('rejects anything else', () => {
    for (const body of ['', '{"alive":false}', '{"alive":"true"}', 'dead', '0', 'null', '[]', '<html>alive</html>'])
      expect(bodySaysAlive(body)).toBe(false);
  });
});

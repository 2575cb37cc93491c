import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6 ones', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64 network', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});

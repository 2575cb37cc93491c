/**
 * The key a client address is counted under by the rate limits: an IPv4 address as it is
 * (IPv4-mapped IPv6 addresses unwrapped), an IPv6 address by its /64 network, the smallest block
 * one subscriber is usually given (so rotating through one's own /64 gains nothing).
 * The address itself comes from Fastify (`request.ip`), which trusts `TRUST_PROXY_HOPS` proxies.
 */
import ipaddr from 'ipaddr.js';

export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

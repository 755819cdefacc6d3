import { isIPv4, isIPv6 } from 'node:net';

// Where a session comes from, without a geolocation database: the network it belongs to, an
// IPv4 /24 ("192.168.1.0/24") or an IPv6 /48 (a site's prefix). Enough to tell "my home" from
// "somewhere else", and it keeps the exact address out of the page.

function expandIpv6(ip: string): number[] {
  const [head = '', tail = ''] = ip.split('::');
  const part = (s: string) => (s ? s.split(':').map((h) => parseInt(h, 16) || 0) : []);
  const left = part(head);
  const right = part(tail);
  const zeros = ip.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...new Array<number>(Math.max(0, zeros)).fill(0), ...right].slice(0, 8);
}

export function ipRange(ip: string): string {
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) {
    const [a, b, c] = mapped.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (isIPv6(mapped)) {
    const groups = expandIpv6(mapped.split('%')[0] ?? mapped).slice(0, 3);
    return `${groups.map((g) => g.toString(16)).join(':')}::/48`;
  }
  return '';
}

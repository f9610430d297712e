import { createPublicKey, type KeyObject } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/**
 * Where a push may be sent (docs/decisions.md#web-push-delivery): a push endpoint comes from the
 * browser, that is from the user, so it is checked as a URL that the server will POST to.
 * Production allows https on port 443 of a public host only, checked when the subscription is
 * stored and again on each address the name resolves to when a push is sent (so a name that
 * later resolves inside the network reaches nothing). Tests and the bench run a push service on
 * loopback: `allowLoopback` (a service option, never an environment variable) admits loopback
 * addresses, over http too.
 */
export type EndpointPolicy = { allowLoopback: boolean };

// addresses that are not the public internet: private, shared, loopback, link-local (cloud
// metadata), documentation, benchmarking, multicast and reserved ranges, in both families
const NOT_PUBLIC: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

let notPublic: BlockList | undefined;
let loopback: BlockList | undefined;

const lists = () => {
  if (!notPublic || !loopback) {
    notPublic = new BlockList();
    for (const [network, prefix, family] of NOT_PUBLIC)
      notPublic.addSubnet(network, prefix, family);
    loopback = new BlockList();
    loopback.addSubnet('127.0.0.0', 8, 'ipv4');
    loopback.addAddress('::1', 'ipv6');
  }
  return { notPublic, loopback };
};

/** Whether a push may connect to `address` (an IP literal; IPv4-mapped IPv6 counts as IPv4). */
export const isAllowedAddress = (address: string, policy: EndpointPolicy): boolean => {
  const version = isIP(address);
  if (version === 0) return false;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const { notPublic: blocked, loopback: local } = lists();
  if (policy.allowLoopback && local.check(address, family)) return true;
  return !blocked.check(address, family);
};

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/**
 * The endpoint as it will be called, or null when the server must never send there: not a URL,
 * credentials in it, not https on 443 (loopback http in tests), an IP literal that is not
 * public, a single-label or local name.
 */
export const checkEndpoint = (endpoint: string, policy: EndpointPolicy): URL | null => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password || url.hash) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) {
    if (!isAllowedAddress(host, policy)) return null;
    const isLoopback =
      policy.allowLoopback && lists().loopback.check(host, isIP(host) === 4 ? 'ipv4' : 'ipv6');
    if (isLoopback) return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } else if (!host.includes('.') || LOCAL_NAMES.test(host.replace(/\.$/, ''))) {
    return null;
  }
  return url.protocol === 'https:' && url.port === '' ? url : null;
};

/** The P-256 public key of an uncompressed point (base64url), as browsers and VAPID send it. */
export const p256PublicKey = (base64url: string): KeyObject => {
  const point = Buffer.from(base64url, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
};

/** Whether `p256dh` (base64url) is an uncompressed point of P-256, as browsers send it. */
export const isP256PublicKey = (p256dh: string): boolean => {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    p256PublicKey(p256dh);
    return true;
  } catch {
    return false;
  }
};

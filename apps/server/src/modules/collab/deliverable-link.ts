import type { DeliverableNetwork } from '@kollabo/shared';

// A deliverable's public link must be a publication's address on the network the contract names:
// a post, reel, video or short, not a profile or a look-alike host.

const RULES: Record<DeliverableNetwork, { hosts: RegExp; path: RegExp }> = {
  instagram: {
    hosts: /^(www\.)?instagram\.com$/,
    path: /^\/(?:[\w.]+\/)?(p|reel|reels|tv|stories)\/[\w.-]+/,
  },
  tiktok: {
    hosts: /^(www\.|m\.|vm\.|vt\.)?tiktok\.com$/,
    path: /^\/(@[\w.-]+\/(video|photo)\/\d+|[\w-]{6,}\/?$|t\/[\w-]+)/,
  },
  youtube: {
    hosts: /^((www\.|m\.)?youtube\.com|youtu\.be)$/,
    path: /^\/(watch|shorts\/[\w-]{6,}|live\/[\w-]{6,}|[\w-]{6,}\/?$)/,
  },
  vimeo: { hosts: /^(www\.)?vimeo\.com$/, path: /^\/(\d{3,}|channels\/[\w-]+\/\d{3,})/ },
};

/** The link, normalised, when it is an https publication address of `network`; else null. */
export function checkDeliverableLink(network: DeliverableNetwork, raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const rule = RULES[network];
  const host = url.hostname.toLowerCase();
  if (!rule.hosts.test(host) || !rule.path.test(url.pathname)) return null;
  if (network === 'youtube' && url.pathname === '/watch' && !url.searchParams.get('v')) {
    return null;
  }
  if (host === 'youtu.be' && !/^\/[\w-]{6,}\/?$/.test(url.pathname)) return null;
  url.protocol = 'https:';
  return url.toString();
}

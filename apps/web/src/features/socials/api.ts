import {
  allSocialsReply,
  authUrlReply,
  simulatedAuthorizeReply,
  updateIdentifiantReply,
  updateTarificationReply,
  type SocialNetwork,
} from '@kollabo/shared';
import { api } from '../../lib/api';

// Social networks calls (accounts §7) and the simulated provider's consent step.

export const NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

/** undefined pseudo: the logged user's own networks. */
export const allSocialsKey = (pseudo?: string) =>
  ['socials', pseudo ? pseudo.toLowerCase() : 'me'] as const;

export const getAllSocials = (pseudo?: string, signal?: AbortSignal) =>
  api.get('/user/social/all-socials', {
    query: { pseudo },
    schema: allSocialsReply,
    signal,
    cache: 'no-store',
  });

export const updateIdentifiant = (reseau: SocialNetwork, identifiant: string) =>
  api.post(
    '/user/social/update-identifiant',
    { reseau, identifiant },
    { schema: updateIdentifiantReply },
  );

export const updateRates = (reseau: SocialNetwork, storyTarif: number, publicationTarif: number) =>
  api.post(
    '/user/social/update-tarification',
    { reseau, storyTarif, publicationTarif },
    { schema: updateTarificationReply },
  );

export const startVerification = (reseau: SocialNetwork) =>
  api.get(`/auth/${reseau}`, { schema: authUrlReply, cache: 'no-store' });

export const simulatedAuthorize = (
  network: SocialNetwork,
  body: {
    state: string;
    redirect_uri: string;
    code_challenge?: string;
    handle: string;
    decision: 'allow' | 'deny';
  },
) => api.post(`/auth/simulated/${network}/authorize`, body, { schema: simulatedAuthorizeReply });

/** Public addresses of an account and of a free third-party audience report. */
export function profileLink(network: SocialNetwork, handle: string): string {
  const safe = encodeURIComponent(handle);
  return network === 'instagram'
    ? `https://www.instagram.com/${safe}/`
    : `https://www.tiktok.com/@${safe}`;
}
export function audienceReportLink(network: SocialNetwork, handle: string): string {
  return `https://hypeauditor.com/${network === 'instagram' ? 'instagram' : 'tiktok'}/${encodeURIComponent(handle)}/`;
}

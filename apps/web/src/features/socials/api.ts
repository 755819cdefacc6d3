import { socialsApi, type SocialNetwork } from '@kollabo/shared';
import { call } from '../../lib/api';

// Social networks calls and the simulated provider's consent step.

export const NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

/** undefined pseudo: the logged user's own networks. */
export const allSocialsKey = (pseudo?: string) =>
  ['socials', pseudo ? pseudo.toLowerCase() : 'me'] as const;

export const getAllSocials = (pseudo?: string, signal?: AbortSignal) =>
  call(socialsApi.allSocials, { query: { pseudo } }, { signal });

export const updateIdentifiant = (reseau: SocialNetwork, identifiant: string) =>
  call(socialsApi.updateIdentifiant, { body: { reseau, identifiant } });

export const updateRates = (reseau: SocialNetwork, storyTarif: number, publicationTarif: number) =>
  call(socialsApi.updateRates, { body: { reseau, storyTarif, publicationTarif } });

export const startVerification = (reseau: SocialNetwork) =>
  call(socialsApi.startVerification, { params: { network: reseau } });

export const simulatedAuthorize = (
  network: SocialNetwork,
  body: {
    state: string;
    redirect_uri: string;
    code_challenge?: string;
    handle: string;
    followers?: number;
    decision: 'allow' | 'deny';
  },
) => call(socialsApi.simulatedAuthorize, { params: { network }, body });

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

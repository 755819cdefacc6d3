import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MSG, SOCIAL_NETWORKS, type SocialNetwork } from '@kollabo/shared';
import { Banner, LoadErrorBanner, useBanner } from '../components/Banner';
import { QueryState } from '../components/QueryState';
import { SkeletonCard } from '../components/Skeleton';
import { allSocialsKey, getAllSocials, NETWORK_LABELS } from '../features/socials/api';
import { OwnSocialCard } from '../features/socials/OwnSocialCard';
import socialsStyles from '../features/socials/Socials.module.css';
import { AccountLayout } from '../layout/AccountLayout';
import { usePageMeta } from '../lib/usePageMeta';

const socialsText = MSG.socialsPage;

/** /my-social-net (login required): Instagram and TikTok identifiers, verification, rates. */
export function MySocialNetPage() {
  usePageMeta(socialsText.title, { noindex: true });
  const banner = useBanner();
  const [params, setParams] = useSearchParams();
  const query = useQuery({
    queryKey: allSocialsKey(),
    queryFn: ({ signal }) => getAllSocials(undefined, signal),
  });

  // Back from the provider: /my-social-net?verif=success|error&reseau=instagram
  const verif = params.get('verif');
  const reseau = params.get('reseau');
  const { success, error } = banner;
  useEffect(() => {
    if (!verif) return;
    const network = (SOCIAL_NETWORKS as readonly string[]).includes(reseau ?? '')
      ? NETWORK_LABELS[reseau as SocialNetwork]
      : '';
    if (verif === 'success') success(MSG.socials.verified(network));
    else error(MSG.socials.verifyFailed);
    setParams({}, { replace: true });
  }, [verif, reseau, success, error, setParams]);

  return (
    <AccountLayout title={socialsText.title}>
      <p className={socialsStyles.intro}>{socialsText.intro}</p>
      <Banner message={banner.message} onClear={banner.clear} />
      <QueryState
        query={query}
        skeleton={<SkeletonCard lines={6} />}
        error={<LoadErrorBanner text={MSG.socials.failure} />}
      >
        {(data) => (
          <div className={socialsStyles.cards}>
            {SOCIAL_NETWORKS.map((network) => (
              <OwnSocialCard key={network} network={network} entry={data[network]} />
            ))}
          </div>
        )}
      </QueryState>
    </AccountLayout>
  );
}

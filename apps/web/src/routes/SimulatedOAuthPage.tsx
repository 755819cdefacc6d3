import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  MSG,
  SIMULATED_FOLLOWERS_DEFAULT,
  SIMULATED_FOLLOWERS_MAX,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@kollabo/shared';
import { Badge } from '../components/Badge';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Input } from '../components/Input';
import { NETWORK_LABELS, simulatedAuthorize } from '../features/socials/api';
import socialsStyles from '../features/socials/Socials.module.css';
import { usePageMeta } from '../lib/usePageMeta';

const simulatedOAuthText = MSG.simulatedOAuth;

/**
 * /simulated/oauth/{network}: stands in for the provider's consent screen when no provider
 * keys are configured (never in production: the server refuses it there).
 */
export function SimulatedOAuthPage() {
  const { network = '' } = useParams();
  const [params] = useSearchParams();
  const banner = useBanner();
  const known = (SOCIAL_NETWORKS as readonly string[]).includes(network);
  const label = known ? NETWORK_LABELS[network as SocialNetwork] : network;
  usePageMeta(simulatedOAuthText.title(label), { noindex: true });
  const [handle, setHandle] = useState(params.get('login_hint') ?? '');
  // The audience the real provider would report (followers_count / follower_count).
  const [followers, setFollowers] = useState(String(SIMULATED_FOLLOWERS_DEFAULT));
  const [busy, setBusy] = useState<'allow' | 'deny' | null>(null);
  const state = params.get('state') ?? '';
  const redirectUri = params.get('redirect_uri') ?? '';

  const decide = async (decision: 'allow' | 'deny') => {
    setBusy(decision);
    try {
      const reply = await simulatedAuthorize(network as SocialNetwork, {
        state,
        redirect_uri: redirectUri,
        code_challenge: params.get('code_challenge') ?? undefined,
        handle: handle || 'refus',
        followers: Number(followers) || 0,
        decision,
      });
      window.location.assign(reply.redirectUrl);
    } catch {
      setBusy(null);
      banner.error(simulatedOAuthText.invalid);
    }
  };

  return (
    <div className="container">
      <Card className={socialsStyles.simulated}>
        <div className={socialsStyles.cardHead}>
          <h1 style={{ fontSize: 'var(--text-xl)', margin: 0 }}>
            {simulatedOAuthText.title(label)}
          </h1>
          <Badge tone="prePublish">{simulatedOAuthText.badge}</Badge>
        </div>
        <p className={socialsStyles.note}>{simulatedOAuthText.text(label)}</p>
        <Banner message={banner.message} onClear={banner.clear} />
        {!known || !state || !redirectUri ? (
          <p role="alert">{simulatedOAuthText.invalid}</p>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void decide('allow');
            }}
          >
            <p>{simulatedOAuthText.request}</p>
            <Input
              label={simulatedOAuthText.handleLabel}
              blockSpaces
              autoComplete="off"
              value={handle}
              onChange={(event) => setHandle(event.target.value)}
            />
            <Input
              label={simulatedOAuthText.followersLabel}
              hint={simulatedOAuthText.followersHint}
              type="number"
              inputMode="numeric"
              min={0}
              max={SIMULATED_FOLLOWERS_MAX}
              step={1}
              value={followers}
              onChange={(event) => setFollowers(event.target.value)}
            />
            <div className={socialsStyles.actions}>
              <Button type="submit" busy={busy === 'allow'} disabled={busy !== null}>
                {simulatedOAuthText.allow}
              </Button>
              <Button
                variant="ghost"
                busy={busy === 'deny'}
                disabled={busy !== null}
                onClick={() => void decide('deny')}
              >
                {simulatedOAuthText.deny}
              </Button>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isEmptySocialId,
  MSG,
  normaliseHandle,
  HANDLE_PATTERN,
  type SocialEntry,
  type SocialNetwork,
} from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Input';
import { isApiError } from '../../lib/api';
import { allSocialsKey, NETWORK_LABELS, startVerification, updateIdentifiant } from './api';
import { RatesForm } from './RatesForm';
import styles from './Socials.module.css';
import { audienceOf, followersText } from './Followers';

const socialsText = MSG.socialsPage;

/** One network of /my-social-net: identifier (entry mode or saved), verification, rates. */
export function OwnSocialCard({ network, entry }: { network: SocialNetwork; entry: SocialEntry }) {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const label = NETWORK_LABELS[network];
  const empty = isEmptySocialId(entry.identifiant);
  const audience = followersText(audienceOf(entry));
  const [editing, setEditing] = useState(empty);
  const [value, setValue] = useState(empty ? '' : entry.identifiant);
  const [error, setError] = useState<string | undefined>();
  const [redirecting, setRedirecting] = useState(false);

  const save = useMutation({
    mutationFn: (identifiant: string) => updateIdentifiant(network, identifiant),
    onSuccess: (reply) => {
      banner.success(reply.reset ? MSG.socials.reset : MSG.socials.saved);
      setEditing(reply.reset);
      void queryClient.invalidateQueries({ queryKey: allSocialsKey() });
    },
    onError: () => banner.error(MSG.socials.failure),
  });

  const submit = () => {
    const handle = normaliseHandle(value);
    if (handle !== '' && !HANDLE_PATTERN.test(handle)) {
      setError(MSG.socials.invalidHandle);
      return;
    }
    setError(undefined);
    save.mutate(handle);
  };

  const verify = async () => {
    setRedirecting(true);
    try {
      const { authUrl } = await startVerification(network);
      window.location.assign(authUrl);
    } catch (failure) {
      setRedirecting(false);
      banner.error(isApiError(failure) && failure.message ? failure.message : MSG.socials.failure);
    }
  };

  return (
    <Card as="section" aria-labelledby={`${network}-title`}>
      <div className={styles.cardHead}>
        <h2 id={`${network}-title`}>{label}</h2>
        {!empty && (
          <Badge tone={entry.statutVerif ? 'publish' : 'neutral'} dot>
            {entry.statutVerif ? MSG.profilePage.verified : MSG.profilePage.notVerified}
          </Badge>
        )}
      </div>
      <Banner message={banner.message} onClear={banner.clear} />
      {editing ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Input
            label={socialsText.identifierLabel(label)}
            hint={socialsText.identifierHint}
            blockSpaces
            maxLength={31}
            autoComplete="off"
            value={value}
            error={error}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" busy={save.isPending}>
            {socialsText.save}
          </Button>
        </form>
      ) : (
        <div className={styles.handleRow}>
          <span className={styles.handle}>@{entry.identifiant}</span>
          {audience && <span className={styles.ownAudience}>{audience}</span>}
          <div className={styles.actions}>
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              {socialsText.edit}
            </Button>
            {!entry.statutVerif && (
              <Button
                size="sm"
                busy={redirecting}
                busyLabel={socialsText.verifying}
                onClick={() => void verify()}
              >
                {socialsText.verify(label)}
              </Button>
            )}
          </div>
        </div>
      )}
      <hr className={styles.divider} />
      <RatesForm network={network} entry={entry} />
    </Card>
  );
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, parseRateText, type SocialEntry, type SocialNetwork } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { allSocialsKey, updateRates } from './api';
import styles from './Socials.module.css';

const socialsText = MSG.socialsPage;

/** Rates in whole euros (0 hides the price); the story rate is Instagram's. */
export function RatesForm({ network, entry }: { network: SocialNetwork; entry: SocialEntry }) {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [story, setStory] = useState(String(entry.storyTarif));
  const [publication, setPublication] = useState(String(entry.publicationTarif));
  const [errors, setErrors] = useState<{ story?: string; publication?: string }>({});
  const hasStory = network === 'instagram';

  const save = useMutation({
    mutationFn: (rates: { story: number; publication: number }) =>
      updateRates(network, rates.story, rates.publication),
    onSuccess: () => {
      banner.success(MSG.socials.ratesSaved);
      void queryClient.invalidateQueries({ queryKey: allSocialsKey() });
    },
    onError: () => banner.error(MSG.socials.failure),
  });

  const submit = () => {
    // The shared rule: each fault (not a number, not whole, over the maximum) says its own text.
    const storyRate = hasStory ? parseRateText(story) : { rate: entry.storyTarif };
    const publicationRate = parseRateText(publication);
    setErrors({
      story: 'error' in storyRate ? storyRate.error : undefined,
      publication: 'error' in publicationRate ? publicationRate.error : undefined,
    });
    if ('error' in storyRate || 'error' in publicationRate) return;
    save.mutate({ story: storyRate.rate, publication: publicationRate.rate });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className={styles.subTitle}>{socialsText.ratesTitle}</h3>
      <Banner message={banner.message} onClear={banner.clear} />
      <div className={styles.rates}>
        {hasStory && (
          <Input
            label={socialsText.storyRate}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            blockSpaces
            value={story}
            error={errors.story}
            onChange={(event) => setStory(event.target.value)}
          />
        )}
        <Input
          label={socialsText.publicationRate}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          blockSpaces
          value={publication}
          error={errors.publication}
          onChange={(event) => setPublication(event.target.value)}
        />
      </div>
      <p className={styles.note}>{socialsText.ratesHint}</p>
      <Button type="submit" variant="secondary" busy={save.isPending}>
        {socialsText.saveRates}
      </Button>
    </form>
  );
}

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
          <RateInput
            label={socialsText.storyRate}
            value={story}
            error={errors.story}
            onChange={setStory}
          />
        )}
        <RateInput
          label={socialsText.publicationRate}
          value={publication}
          error={errors.publication}
          onChange={setPublication}
        />
      </div>
      <p className={styles.note}>{socialsText.ratesHint}</p>
      <Button type="submit" variant="secondary" busy={save.isPending}>
        {socialsText.saveRates}
      </Button>
    </form>
  );
}

/** A rate in whole euros, kept as typed until the form is sent. */
function RateInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      blockSpaces
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

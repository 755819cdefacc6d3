import { useState, type FormEvent } from 'react';
import {
  DELIVERABLE_NETWORKS,
  MAX_DELIVERABLES,
  MSG,
  parisToday,
  type CollabReply,
} from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { Textarea } from '../../components/Textarea';
import { saveContract } from './api';
import { ActionError } from '../../components/ActionError';
import styles from './Collab.module.css';
import { useAction } from '../../lib/useAction';
import type { CollabBanner } from './sectionProps';

const collabText = MSG.collab;
type Deliverable = CollabReply['deliverables'][number];
type Draft = Pick<Deliverable, 'network' | 'format' | 'publishFrom' | 'publishTo'> & {
  quantity: string;
};

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const blank = (): Draft => ({
  network: 'instagram',
  format: 'Reel',
  quantity: '1',
  publishFrom: isoDay(7),
  publishTo: isoDay(21),
});
const networkOptions = DELIVERABLE_NETWORKS.map((value) => ({
  value,
  label: collabText.networks[value],
}));

/** The owner writes the terms; saving makes a new version both parties sign. */
export function ContractForm({
  data,
  banner,
  onDone,
  onCancel,
}: {
  data: CollabReply;
  banner: CollabBanner;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const terms = data.terms;
  const [items, setItems] = useState<Draft[]>(
    terms ? terms.deliverables.map((d) => ({ ...d, quantity: String(d.quantity) })) : [blank()],
  );
  const [channels, setChannels] = useState(terms?.usageRights.channels ?? '');
  const [months, setMonths] = useState(String(terms?.usageRights.durationMonths ?? 6));
  const [territory, setTerritory] = useState(terms?.usageRights.territory ?? 'France');
  const [benefit, setBenefit] = useState(terms?.benefitsInKind?.description ?? '');
  const [benefitValue, setBenefitValue] = useState(
    terms?.benefitsInKind ? String(terms.benefitsInKind.valueCents / 100) : '',
  );
  // Only the owner's own additional terms: the payment clause itself is written by Kollabo.
  const [payment, setPayment] = useState(
    terms && terms.paymentTerms !== collabText.legacyPaymentTerms ? terms.paymentTerms : '',
  );
  const { busy, error, run } = useAction();

  const update = (index: number, patch: Partial<Draft>) =>
    setItems(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const value = Math.round(Number(benefitValue.replace(',', '.')) * 100);
      await saveContract({
        idOffer: data.idOffer,
        deliverables: items.map((item) => ({ ...item, quantity: Number(item.quantity) })),
        usageRights: { channels, durationMonths: Number(months), territory },
        benefitsInKind:
          benefit.trim() && Number.isFinite(value)
            ? { description: benefit, valueCents: value }
            : null,
        paymentTerms: payment,
      });
      banner.success(data.signed ? collabText.amendmentSaved : collabText.contractSaved);
      onDone();
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {data.signed ? (
        <p className={styles.notice}>{collabText.amendHint}</p>
      ) : (
        data.version > 0 && <p className={styles.notice}>{collabText.resignHint}</p>
      )}
      <fieldset className={styles.fieldset}>
        <legend>{collabText.deliverablesLegend}</legend>
        {items.map((item, index) => (
          <div key={index} className={styles.item} data-testid="deliverable-draft">
            <div className={styles.grid}>
              <Select
                label={collabText.network}
                options={networkOptions}
                value={item.network}
                onChange={(event) =>
                  update(index, { network: event.target.value as Draft['network'] })
                }
              />
              <Input
                label={collabText.format}
                hint={collabText.formatHint}
                value={item.format}
                maxLength={60}
                onChange={(event) => update(index, { format: event.target.value })}
              />
              <Input
                label={collabText.quantity}
                type="number"
                min={1}
                max={50}
                value={item.quantity}
                onChange={(event) => update(index, { quantity: event.target.value })}
              />
              <Input
                label={collabText.publishFrom}
                type="date"
                min={parisToday()}
                value={item.publishFrom}
                onChange={(event) => update(index, { publishFrom: event.target.value })}
              />
              <Input
                label={collabText.publishTo}
                type="date"
                min={parisToday()}
                value={item.publishTo}
                onChange={(event) => update(index, { publishTo: event.target.value })}
              />
            </div>
            {items.length > 1 && (
              <div className={styles.actions}>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setItems(items.filter((_, i) => i !== index))}
                >
                  {collabText.removeDeliverable}
                </Button>
              </div>
            )}
          </div>
        ))}
        {items.length < MAX_DELIVERABLES && (
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setItems([...items, blank()])}
            >
              {collabText.addDeliverable}
            </Button>
          </div>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{collabText.usageLegend}</legend>
        <Input
          label={collabText.usageChannels}
          hint={collabText.usageChannelsHint}
          value={channels}
          maxLength={300}
          onChange={(event) => setChannels(event.target.value)}
        />
        <div className={styles.grid}>
          <Input
            label={collabText.usageDuration}
            type="number"
            min={0}
            max={120}
            value={months}
            onChange={(event) => setMonths(event.target.value)}
          />
          <Input
            label={collabText.usageTerritory}
            value={territory}
            maxLength={100}
            onChange={(event) => setTerritory(event.target.value)}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{collabText.benefitsLegend}</legend>
        <div className={styles.grid}>
          <Input
            label={collabText.benefitsDescription}
            value={benefit}
            maxLength={300}
            onChange={(event) => setBenefit(event.target.value)}
          />
          <Input
            label={collabText.benefitsValue}
            inputMode="decimal"
            value={benefitValue}
            onChange={(event) => setBenefitValue(event.target.value)}
          />
        </div>
      </fieldset>
      <Textarea
        label={collabText.paymentTerms}
        hint={collabText.paymentTermsHint}
        value={payment}
        maxLength={500}
        rows={3}
        onChange={(event) => setPayment(event.target.value)}
      />
      <ActionError error={error} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {collabText.saveContract}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {collabText.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import {
  COUNTRIES,
  LEGAL_IDENTITY_MAX,
  MSG,
  countriesByName,
  countryCodeOf,
  type LegalIdentity,
  type LegalIdentityBody,
} from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { saveIdentity } from './api';
import { ActionError } from '../../components/ActionError';
import styles from './Collab.module.css';
import { useAction } from '../../lib/useAction';
import type { CollabBanner } from './sectionProps';

const collabText = MSG.collab;
const FIELDS = Object.keys(LEGAL_IDENTITY_MAX) as (keyof typeof LEGAL_IDENTITY_MAX)[];
const COUNTRY_FIELDS = ['country', 'fiscalCountry'] as const;
const COUNTRY_OPTIONS = countriesByName().map((code) => ({ value: code, label: COUNTRIES[code] }));
/** A stored country as the list's code: an identity saved before the list may hold "France". */
const countryValue = (stored: string | undefined) =>
  stored === undefined ? 'FR' : (countryCodeOf(stored) ?? '');

/** The viewer's legal identity for the contract (art. 8), asked here when missing. */
export function IdentityForm({
  identity,
  banner,
  onSaved,
}: {
  identity: LegalIdentity | null;
  banner: CollabBanner;
  onSaved: () => void;
}) {
  const [values, setValues] = useState({
    legalName: identity?.legalName ?? '',
    address: identity?.address ?? '',
    postalCode: identity?.postalCode ?? '',
    city: identity?.city ?? '',
    country: countryValue(identity?.country),
    fiscalCountry: countryValue(identity?.fiscalCountry),
    siret: identity?.siret ?? '',
    representative: identity?.representative ?? '',
  });
  const { busy, error, run } = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      // An empty country (an older identity's name the list does not know) is refused by the
      // server with its French sentence, shown below the form.
      await saveIdentity(values as LegalIdentityBody);
      banner.success(collabText.identitySaved);
      onSaved();
    });
  };
  return (
    <Card as="section" className={styles.section} aria-labelledby="collab-identity">
      <h2 id="collab-identity">{collabText.identityTitle}</h2>
      <p className={styles.muted}>{collabText.identityIntro}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.grid}>
          {FIELDS.map((field) => (
            <Input
              key={field}
              name={field}
              label={collabText[field]}
              value={values[field]}
              required
              maxLength={LEGAL_IDENTITY_MAX[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          ))}
          {COUNTRY_FIELDS.map((field) => (
            <Select
              key={field}
              name={field}
              label={collabText[field]}
              value={values[field]}
              required
              autoComplete={field === 'country' ? 'country' : 'off'}
              placeholder={values[field] === '' ? collabText.countryPlaceholder : undefined}
              options={COUNTRY_OPTIONS}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          ))}
          <Input
            name="siret"
            label={collabText.siret}
            value={values.siret}
            inputMode="numeric"
            maxLength={20}
            onChange={(event) => setValues({ ...values, siret: event.target.value })}
          />
          <Input
            name="representative"
            label={collabText.representative}
            hint={collabText.representativeHint}
            value={values.representative}
            maxLength={120}
            autoComplete="name"
            onChange={(event) => setValues({ ...values, representative: event.target.value })}
          />
        </div>
        <ActionError error={error} />
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {collabText.saveIdentity}
          </Button>
        </div>
      </form>
    </Card>
  );
}

import { BILLING_COUNTRIES, MSG } from '@kollabo/shared';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import type { BillingDetailsState, BillingFieldName } from './useBillingDetails';
import styles from './Invoices.module.css';

const invoicesText = MSG.invoices;
const COUNTRY_OPTIONS = Object.entries(BILLING_COUNTRIES).map(([value, label]) => ({
  value,
  label,
}));

/** The billing details' fields (no form of their own: "Mes factures" and the checkout wrap them). */
export function BillingFields({ billing }: { billing: BillingDetailsState }) {
  const field = (
    name: Exclude<BillingFieldName, 'country'>,
    label: string,
    options: { hint?: string; autoComplete: string; maxLength: number; wide?: boolean },
  ) => (
    <Input
      label={label}
      hint={options.hint}
      name={name}
      autoComplete={options.autoComplete}
      maxLength={options.maxLength}
      value={billing.values[name]}
      error={billing.errors[name]}
      fieldClassName={options.wide ? styles.wide : undefined}
      onChange={(event) => billing.set(name, event.target.value)}
    />
  );
  return (
    <div className={styles.fields}>
      {field('companyName', invoicesText.companyName, {
        autoComplete: 'organization',
        maxLength: 200,
        wide: true,
      })}
      {field('siren', invoicesText.siren, {
        hint: invoicesText.sirenHint,
        autoComplete: 'off',
        maxLength: 20,
      })}
      {field('vatNumber', invoicesText.vatNumber, {
        hint: invoicesText.vatNumberHint,
        autoComplete: 'off',
        maxLength: 20,
      })}
      {field('address', invoicesText.address, {
        autoComplete: 'street-address',
        maxLength: 300,
        wide: true,
      })}
      {field('postalCode', invoicesText.postalCode, {
        autoComplete: 'postal-code',
        maxLength: 12,
      })}
      {field('city', invoicesText.city, { autoComplete: 'address-level2', maxLength: 120 })}
      <Select
        label={invoicesText.country}
        name="country"
        autoComplete="country"
        value={billing.values.country}
        options={COUNTRY_OPTIONS}
        error={billing.errors.country}
        onChange={(event) => billing.set('country', event.target.value)}
      />
    </div>
  );
}

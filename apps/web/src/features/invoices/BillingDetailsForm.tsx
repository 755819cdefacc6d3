import type { FormEvent } from 'react';
import { MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { BillingFields } from './BillingFields';
import { useBillingDetails } from './useBillingDetails';
import styles from './Invoices.module.css';

const invoicesText = MSG.invoices;

/** The billing details printed on the next invoices, in "Mes factures". */
export function BillingDetailsForm() {
  const billing = useBillingDetails();
  const banner = useBanner();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await billing.save();
    if (outcome.ok) banner.success(invoicesText.saved);
    else banner.error(outcome.message);
  };

  return (
    <Card as="section" className={styles.billing} aria-labelledby="coordonnees-facturation">
      <h2 id="coordonnees-facturation" className={styles.formTitle}>
        {invoicesText.billingTitle}
      </h2>
      <p className={styles.hint}>{invoicesText.billingIntro}</p>
      <form
        className={styles.form}
        aria-labelledby="coordonnees-facturation"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <BillingFields billing={billing} />
        <Banner message={banner.message} onClear={banner.clear} />
        <div>
          <Button type="submit" busy={billing.saving} busyLabel={invoicesText.saving}>
            {invoicesText.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}

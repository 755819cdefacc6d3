import { useId } from 'react';
import { MSG } from '@kollabo/shared';
import { Card } from '../../components/Card';
import { BillingFields } from './BillingFields';
import type { BillingDetailsState } from './useBillingDetails';
import styles from './Invoices.module.css';

const invoicesText = MSG.invoices;

export interface CheckoutBillingProps {
  billing: BillingDetailsState;
  asCompany: boolean;
  onAsCompanyChange: (asCompany: boolean) => void;
}

/**
 * At the pack checkout: "J'achète pour une entreprise" opens the billing details, prefilled with
 * the saved ones; the page saves them before paying, so the invoice names the company
 * (art. 242 nonies A, I-3° annexe II CGI: the buyer's name, address and VAT number).
 */
export function CheckoutBilling({ billing, asCompany, onAsCompanyChange }: CheckoutBillingProps) {
  const titleId = useId();
  return (
    <Card as="section" className={styles.billing} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {invoicesText.checkoutBillingTitle}
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="asCompany"
          checked={asCompany}
          disabled={!billing.loaded}
          onChange={(event) => onAsCompanyChange(event.target.checked)}
        />
        <span>
          {invoicesText.asCompany}
          <span className={styles.hint}>{invoicesText.checkoutBillingHint}</span>
        </span>
      </label>
      {asCompany && <BillingFields billing={billing} />}
    </Card>
  );
}

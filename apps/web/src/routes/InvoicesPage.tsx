import { MSG } from '@kollabo/shared';
import { ListState } from '../components/ListState';
import { SkeletonCard } from '../components/Skeleton';
import { getInvoices, invoiceKeys } from '../features/invoices/api';
import { BillingDetailsForm } from '../features/invoices/BillingDetailsForm';
import { InvoiceItem } from '../features/invoices/InvoiceItem';
import styles from '../features/invoices/Invoices.module.css';
import { AccountLayout } from '../layout/AccountLayout';
import { usePagedList } from '../lib/usePagedList';
import { usePageMeta } from '../lib/usePageMeta';

const invoicesText = MSG.invoices;

/** /mes-factures: the user's invoices and credit notes ("Afficher plus"), and her billing details. */
export function InvoicesPage() {
  usePageMeta(invoicesText.title, { noindex: true });
  const list = usePagedList({
    queryKey: invoiceKeys.list,
    fetchPage: (page, signal) => getInvoices(page, signal),
    items: (page) => page.invoices,
  });
  return (
    <AccountLayout title={invoicesText.title}>
      <p className={styles.lead}>{invoicesText.intro}</p>
      <ListState
        query={list.query}
        items={list.items}
        empty={invoicesText.empty}
        emptyAction={<p>{invoicesText.emptyHint}</p>}
        skeleton={<SkeletonCard lines={3} />}
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((invoice) => (
              <InvoiceItem key={invoice._id} invoice={invoice} />
            ))}
          </ul>
        )}
      </ListState>
      <BillingDetailsForm />
    </AccountLayout>
  );
}

import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { ListState } from '../components/ListState';
import { SkeletonCard } from '../components/Skeleton';
import { collabPaymentKeys, getUserPayments } from '../features/collab-payments/api';
import { PaymentCard } from '../features/collab-payments/PaymentCard';
import styles from '../features/collab-payments/CollabPayments.module.css';
import { getTaxDetails, taxKeys } from '../features/tax/api';
import { TaxMissingBanner } from '../features/tax/TaxMissingBanner';
import { TaxNotice } from '../features/tax/TaxNotice';
import { TaxStatementsCard } from '../features/tax/TaxStatementsCard';
import { AccountLayout } from '../layout/AccountLayout';
import { usePagedList } from '../lib/usePagedList';
import { usePageMeta } from '../lib/usePageMeta';

const myPaymentsText = MSG.myPaymentsPage;

/** /paiements: one line per collaboration's payment, with its movements; "Afficher plus". */
export function MyPaymentsPage() {
  usePageMeta(myPaymentsText.title, { noindex: true });
  const [params] = useSearchParams();
  const list = usePagedList({
    queryKey: collabPaymentKeys.payments,
    fetchPage: (page, signal) => getUserPayments(page, signal),
    items: (page) => page.payments,
  });
  // A creator's tax duties: her details' state, the notice of art. 242 bis CGI, her statements.
  const tax = useQuery({
    queryKey: taxKeys.details,
    queryFn: ({ signal }) => getTaxDetails(signal),
  });
  const creator = tax.data?.isCreator === true;
  return (
    <AccountLayout title={myPaymentsText.title}>
      <p className={styles.lead}>{myPaymentsText.intro}</p>
      {params.has('onboarding') && (
        // Back from the provider's hosted onboarding.
        <p className={styles.pageNotice} role="status">
          {MSG.payoutsPage.back}{' '}
          <Link to="/recevoir-mes-paiements">{myPaymentsText.payoutsLink}</Link>
        </p>
      )}
      {tax.data && <TaxMissingBanner data={tax.data} link />}
      <ListState
        query={list.query}
        items={list.items}
        empty={myPaymentsText.empty}
        emptyAction={
          <p>
            {myPaymentsText.emptyHint}{' '}
            <Link to="/recevoir-mes-paiements">{myPaymentsText.payoutsLink}</Link>
          </p>
        }
        skeleton={<SkeletonCard lines={5} />}
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((payment) => (
              <PaymentCard key={payment.idOffer} payment={payment} />
            ))}
          </ul>
        )}
      </ListState>
      {creator && <TaxStatementsCard />}
      {creator && <TaxNotice />}
    </AccountLayout>
  );
}

import { useState } from 'react';
import { MSG } from '@kollabo/shared';
import { ListState } from '../components/ListState';
import { Skeleton } from '../components/Skeleton';
import { AffiliationCard } from '../features/payments/AffiliationCard';
import { AFFILIATION_QUERY_KEY, getAffiliationCoupons } from '../features/payments/api';
import paymentsStyles from '../features/payments/Payments.module.css';
import { usePageMeta } from '../lib/usePageMeta';
import { usePagedList } from '../lib/usePagedList';
import { SearchForm } from '../components/SearchForm';

const affiliationText = MSG.affiliationPage;

/** /affiliation: the coupons the user sponsors, 6 at a time with "Afficher plus". */
export function AffiliationPage() {
  usePageMeta(affiliationText.title, { noindex: true });
  const [filter, setFilter] = useState('');
  const list = usePagedList({
    queryKey: [...AFFILIATION_QUERY_KEY, filter],
    fetchPage: (page, signal) => getAffiliationCoupons(filter, page, signal),
    items: (page) => page.coupons,
  });

  return (
    <div className={`container ${paymentsStyles.page}`}>
      <header>
        <h1 className={paymentsStyles.sectionTitle}>{affiliationText.title}</h1>
        <p className={paymentsStyles.hint}>{affiliationText.intro}</p>
      </header>
      <SearchForm
        className={paymentsStyles.search}
        fieldClassName={paymentsStyles.couponField}
        label={affiliationText.searchLabel}
        submitLabel={affiliationText.search}
        maxLength={64}
        onSearch={setFilter}
      />
      <ListState
        query={list.query}
        items={list.items}
        empty={affiliationText.empty}
        skeleton={
          <ul className={paymentsStyles.coupons} aria-label={MSG.ui.loading}>
            {[0, 1].map((key) => (
              <li key={key}>
                <Skeleton height={180} radius="var(--radius-lg)" />
              </li>
            ))}
          </ul>
        }
      >
        {(coupons) => (
          <ul className={paymentsStyles.coupons}>
            {coupons.map((coupon) => (
              <li key={coupon._id}>
                <AffiliationCard coupon={coupon} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}

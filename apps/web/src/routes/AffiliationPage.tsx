import { useState } from 'react';
import { MSG } from '@kollabo/shared';
import { ListState } from '../components/ListState';
import { Skeleton } from '../components/Skeleton';
import { AffiliationCard } from '../features/payments/AffiliationCard';
import { AFFILIATION_QUERY_KEY, getAffiliationCoupons } from '../features/payments/api';
import styles from '../features/payments/Payments.module.css';
import { usePageMeta } from '../lib/usePageMeta';
import { usePagedList } from '../lib/usePagedList';
import { SearchForm } from '../components/SearchForm';

const t = MSG.affiliationPage;

/** /affiliation: the coupons the user sponsors, 6 at a time with "Afficher plus". */
export function AffiliationPage() {
  usePageMeta(t.title, { noindex: true });
  const [filter, setFilter] = useState('');
  const list = usePagedList({
    queryKey: [...AFFILIATION_QUERY_KEY, filter],
    fetchPage: (page, signal) => getAffiliationCoupons(filter, page, signal),
    items: (page) => page.coupons,
  });

  return (
    <div className={`container ${styles.page}`}>
      <header>
        <h1 className={styles.sectionTitle}>{t.title}</h1>
        <p className={styles.hint}>{t.intro}</p>
      </header>
      <SearchForm
        className={styles.search}
        fieldClassName={styles.couponField}
        label={t.searchLabel}
        submitLabel={t.search}
        maxLength={64}
        onSearch={setFilter}
      />
      <ListState
        query={list.query}
        items={list.items}
        empty={t.empty}
        skeleton={
          <ul className={styles.coupons} aria-label={MSG.ui.loading}>
            {[0, 1].map((key) => (
              <li key={key}>
                <Skeleton height={180} radius="var(--radius-lg)" />
              </li>
            ))}
          </ul>
        }
      >
        {(coupons) => (
          <ul className={styles.coupons}>
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

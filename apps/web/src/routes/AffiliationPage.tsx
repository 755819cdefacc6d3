import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { EmptyState } from '../components/EmptyState';
import { LoadMore } from '../components/LoadMore';
import { Skeleton } from '../components/Skeleton';
import { AffiliationCard } from '../features/payments/AffiliationCard';
import { AFFILIATION_QUERY_KEY, getAffiliationCoupons } from '../features/payments/api';
import styles from '../features/payments/Payments.module.css';
import { usePageMeta } from '../lib/usePageMeta';
import { SearchForm } from '../components/SearchForm';

const t = MSG.affiliationPage;

/** /affiliation: the coupons the user sponsors, 6 at a time with "Afficher plus". */
export function AffiliationPage() {
  usePageMeta(t.title, { noindex: true });
  const [filter, setFilter] = useState('');
  const list = useInfiniteQuery({
    queryKey: [...AFFILIATION_QUERY_KEY, filter],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return { page: pageParam, ...(await getAffiliationCoupons(filter, pageParam, signal)) };
      } catch (error) {
        console.error(error); // spec: load failures are only logged
        throw error;
      }
    },
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const coupons = list.data?.pages.flatMap((page) => page.coupons) ?? [];

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
      {list.isPending ? (
        <ul className={styles.coupons} aria-label={MSG.ui.loading}>
          {[0, 1].map((key) => (
            <li key={key}>
              <Skeleton height={180} radius="var(--radius-lg)" />
            </li>
          ))}
        </ul>
      ) : coupons.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <>
          <ul className={styles.coupons}>
            {coupons.map((coupon) => (
              <li key={coupon._id}>
                <AffiliationCard coupon={coupon} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}

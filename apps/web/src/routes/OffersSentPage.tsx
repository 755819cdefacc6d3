import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { Card } from '../components/Card';
import { EmptyState } from '../components/EmptyState';
import { FilterPanel } from '../components/FilterPanel';
import { LoadMore } from '../components/LoadMore';
import { SkeletonText } from '../components/Skeleton';
import { getSentOffers, offerKeys, type SentOffersFilters } from '../features/offers/api';
import { SentOfferCard } from '../features/offers/SentOfferCard';
import listStyles from '../features/projects/MyProjects.module.css';
import styles from '../features/projects/Pages.module.css';
import { usePageMeta } from '../lib/usePageMeta';
import { SearchForm } from '../components/SearchForm';

const o = MSG.offers;
const DEFAULTS: SentOffersFilters = { project: '', statut: '', triPar: 'croissant' };

/** /offers-send (login required): the offers the user sent, search and filter panel. */
export function OffersSentPage() {
  usePageMeta(o.sentTitle, { noindex: true });
  const [filters, setFilters] = useState<SentOffersFilters>(DEFAULTS);
  const [draft, setDraft] = useState(DEFAULTS);
  const list = useInfiniteQuery({
    queryKey: offerKeys.sent(filters),
    queryFn: ({ pageParam, signal }) => getSentOffers(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  // Spec: list loads and load more failures are only logged.
  useEffect(() => {
    if (list.error) console.error(list.error);
  }, [list.error]);
  const items = list.data?.pages.flatMap((page) => page.userOffers) ?? [];

  const reset = () => {
    setDraft(DEFAULTS);
    setFilters({ ...DEFAULTS, project: filters.project });
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1>{o.sentTitle}</h1>
      </div>
      <div className={listStyles.toolbar}>
        <SearchForm
          className={listStyles.search}
          label={o.sentSearch}
          hideLabel
          submitLabel={o.searchSubmit}
          maxLength={100}
          onSearch={(project) => setFilters({ ...filters, project })}
        />
        <FilterPanel
          onApply={() => setFilters({ ...draft, project: filters.project })}
          onReset={reset}
        >
          <fieldset className={listStyles.group}>
            <legend>{o.showLabel}</legend>
            {(['', 'select'] as const).map((value) => (
              <label key={value || 'all'} className={listStyles.option}>
                <input
                  type="radio"
                  name="statut"
                  checked={draft.statut === value}
                  onChange={() => setDraft({ ...draft, statut: value })}
                />
                {value ? o.filterWon : o.filterAll}
              </label>
            ))}
          </fieldset>
          <fieldset className={listStyles.group}>
            <legend>{o.sortLabel}</legend>
            {(['croissant', 'decroissant'] as const).map((value) => (
              <label key={value} className={listStyles.option}>
                <input
                  type="radio"
                  name="triPar"
                  checked={draft.triPar === value}
                  onChange={() => setDraft({ ...draft, triPar: value })}
                />
                {value === 'croissant' ? o.sortRecent : o.sortOldest}
              </label>
            ))}
          </fieldset>
        </FilterPanel>
      </div>
      {list.isPending ? (
        <ul className={listStyles.list}>
          {[0, 1, 2].map((key) => (
            <Card as="li" key={key}>
              <SkeletonText lines={4} />
            </Card>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState message={o.sentEmpty} />
      ) : (
        <ul className={listStyles.list}>
          {items.map((item) => (
            <SentOfferCard key={item.offer.idOffer} item={item} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}

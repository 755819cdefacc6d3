import { useState } from 'react';
import { MSG } from '@kollabo/shared';
import { FilterPanel } from '../components/FilterPanel';
import { ListState } from '../components/ListState';
import { SkeletonCardList } from '../components/Skeleton';
import { getSentOffers, offerKeys, type SentOffersFilters } from '../features/offers/api';
import { SentOfferCard } from '../features/offers/SentOfferCard';
import listStyles from '../features/projects/MyProjects.module.css';
import styles from '../features/projects/Pages.module.css';
import { usePageMeta } from '../lib/usePageMeta';
import { usePagedList } from '../lib/usePagedList';
import { SearchForm } from '../components/SearchForm';

const o = MSG.offers;
const DEFAULTS: SentOffersFilters = { project: '', statut: '', triPar: 'croissant' };

/** /offers-send (login required): the offers the user sent, search and filter panel. */
export function OffersSentPage() {
  usePageMeta(o.sentTitle, { noindex: true });
  const [filters, setFilters] = useState<SentOffersFilters>(DEFAULTS);
  const [draft, setDraft] = useState(DEFAULTS);
  const list = usePagedList({
    queryKey: offerKeys.sent(filters),
    fetchPage: (page, signal) => getSentOffers(filters, page, signal),
    items: (page) => page.userOffers,
  });

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
      <ListState
        query={list.query}
        items={list.items}
        empty={o.sentEmpty}
        skeleton={<SkeletonCardList count={3} lines={4} className={listStyles.list} />}
      >
        {(items) => (
          <ul className={listStyles.list}>
            {items.map((item) => (
              <SentOfferCard key={item.offer.idOffer} item={item} />
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}

import { useState } from 'react';
import { MSG } from '@kollabo/shared';
import { FilterPanel } from '../components/FilterPanel';
import { ListState } from '../components/ListState';
import { SkeletonCardList } from '../components/Skeleton';
import { getSentOffers, offerKeys, type SentOffersFilters } from '../features/offers/api';
import { SentOfferCard } from '../features/offers/SentOfferCard';
import myProjectsStyles from '../features/projects/MyProjects.module.css';
import pagesStyles from '../features/projects/Pages.module.css';
import { usePageMeta } from '../lib/usePageMeta';
import { usePagedList } from '../lib/usePagedList';
import { SearchForm } from '../components/SearchForm';

const offersText = MSG.offers;
const DEFAULTS: SentOffersFilters = { project: '', statut: '', triPar: 'croissant' };

/** /offers-send (login required): the offers the user sent, search and filter panel. */
export function OffersSentPage() {
  usePageMeta(offersText.sentTitle, { noindex: true });
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
    <div className={`container ${pagesStyles.page}`}>
      <div className={pagesStyles.head}>
        <h1>{offersText.sentTitle}</h1>
      </div>
      <div className={myProjectsStyles.toolbar}>
        <SearchForm
          className={myProjectsStyles.search}
          label={offersText.sentSearch}
          hideLabel
          submitLabel={offersText.searchSubmit}
          maxLength={100}
          onSearch={(project) => setFilters({ ...filters, project })}
        />
        <FilterPanel
          onApply={() => setFilters({ ...draft, project: filters.project })}
          onReset={reset}
        >
          <fieldset className={myProjectsStyles.group}>
            <legend>{offersText.showLabel}</legend>
            {(['', 'select'] as const).map((value) => (
              <label key={value || 'all'} className={myProjectsStyles.option}>
                <input
                  type="radio"
                  name="statut"
                  checked={draft.statut === value}
                  onChange={() => setDraft({ ...draft, statut: value })}
                />
                {value ? offersText.filterWon : offersText.filterAll}
              </label>
            ))}
          </fieldset>
          <fieldset className={myProjectsStyles.group}>
            <legend>{offersText.sortLabel}</legend>
            {(['croissant', 'decroissant'] as const).map((value) => (
              <label key={value} className={myProjectsStyles.option}>
                <input
                  type="radio"
                  name="triPar"
                  checked={draft.triPar === value}
                  onChange={() => setDraft({ ...draft, triPar: value })}
                />
                {value === 'croissant' ? offersText.sortRecent : offersText.sortOldest}
              </label>
            ))}
          </fieldset>
        </FilterPanel>
      </div>
      <ListState
        query={list.query}
        items={list.items}
        empty={offersText.sentEmpty}
        skeleton={<SkeletonCardList count={3} lines={4} className={myProjectsStyles.list} />}
      >
        {(items) => (
          <ul className={myProjectsStyles.list}>
            {items.map((item) => (
              <SentOfferCard key={item.offer.idOffer} item={item} />
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}

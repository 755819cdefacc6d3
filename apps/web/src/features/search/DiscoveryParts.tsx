import type { ReactNode } from 'react';
import { MSG, SEARCH_LIMITS } from '@kollabo/shared';
import { Button, LinkButton } from '../../components/Button';
import { SearchForm } from '../../components/SearchForm';
import { Select } from '../../components/Select';
import styles from './Search.module.css';

/** The board's and the directory's search box: a new text drops a sort that needs one. */
export function DiscoverySearch<Q extends { q: string; sort?: string }>({
  query,
  label,
  placeholder,
  onChange,
}: {
  query: Q;
  label: string;
  placeholder: string;
  onChange: (next: Q) => void;
}) {
  return (
    <SearchForm
      key={query.q}
      className={styles.search}
      label={label}
      hideLabel
      placeholder={placeholder}
      submitLabel={MSG.myProjects.searchSubmit}
      maxLength={SEARCH_LIMITS.queryMax}
      initialText={query.q}
      onSearch={(q) => onChange({ ...query, q, sort: q ? query.sort : undefined })}
    />
  );
}

/** Under the facets once a value is chosen: clears them all. */
export function ClearFiltersButton({ shown, onClear }: { shown: boolean; onClear: () => void }) {
  if (!shown) return null;
  return (
    <Button variant="ghost" block onClick={onClear}>
      {MSG.board.clearFilters}
    </Button>
  );
}

/**
 * Above the results: the total (read out when it changes) and the sort; relevance is offered
 * only with a search text (it means nothing without one).
 */
export function DiscoveryToolbar<S extends string>({
  total,
  withText,
  sort,
  sorts: allSorts,
  sortLabels,
  onSort,
}: {
  total: ReactNode;
  withText: boolean;
  sort: S;
  sorts: readonly S[];
  sortLabels: Record<S, string>;
  onSort: (sort: S) => void;
}) {
  const sorts = allSorts.filter((value) => value !== 'pertinence' || withText);
  return (
    <>
      <p className={styles.total} aria-live="polite">
        {total}
      </p>
      <Select
        label={MSG.board.sortLabel}
        fieldClassName={styles.sort}
        value={sort}
        options={sorts.map((value) => ({ value, label: sortLabels[value] }))}
        onChange={(event) => onSort(event.target.value as S)}
      />
    </>
  );
}

/** Under "no result": a hint and the link back to the page without a query. */
export function NoResultsAction({ resetTo }: { resetTo: string }) {
  return (
    <>
      <p className={styles.muted}>{MSG.board.emptyHint}</p>
      <LinkButton to={resetTo} variant="secondary">
        {MSG.board.resetSearch}
      </LinkButton>
    </>
  );
}

import { useState } from 'react';
import { MSG, abbreviateNumber } from '@kollabo/shared';
import styles from './Search.module.css';

export interface FacetOption<T extends string> {
  value: T;
  label: string;
}

export interface FacetGroupProps<T extends string> {
  legend: string;
  options: readonly FacetOption<T>[];
  selected: readonly T[];
  /** value → number of results of the current query with it; absent while loading. */
  counts?: Record<string, number>;
  /** The counts were taken over a sample of the matches (facetsSampled): each is a lower bound. */
  atLeast?: boolean;
  onChange: (next: T[]) => void;
  /** Show this many values until "Voir tout" (chosen values always show). */
  limit?: number;
}

/**
 * One facet: a checkbox per value with its result count, applied at once. A value with no
 * result stays listed (greyed) so the panel does not jump while the query changes.
 */
export function FacetGroup<T extends string>({
  legend,
  options,
  selected,
  counts,
  atLeast = false,
  onChange,
  limit,
}: FacetGroupProps<T>) {
  const [expanded, setExpanded] = useState(false);
  // The address changes in a transition: the box shows the click at once, then follows the
  // address (Back, a reset link).
  const [shownSelected, setShownSelected] = useState(selected);
  const [lastSelected, setLastSelected] = useState(selected);
  if (lastSelected.join('|') !== selected.join('|')) {
    setLastSelected(selected);
    setShownSelected(selected);
  }
  const folds = limit !== undefined && options.length > limit;
  const shown =
    folds && !expanded
      ? options.filter((option, index) => index < limit || shownSelected.includes(option.value))
      : options;
  const toggle = (value: T, checked: boolean) => {
    const next = checked
      ? [...shownSelected, value]
      : shownSelected.filter((item) => item !== value);
    setShownSelected(next);
    onChange(next);
  };
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.facetLegend}>{legend}</legend>
      <ul className={styles.facetList}>
        {shown.map(({ value, label }) => {
          const count = counts?.[value];
          const checked = shownSelected.includes(value);
          return (
            <li key={value}>
              <label
                className={[styles.facetOption, !checked && count === 0 && styles.facetEmpty]
                  .filter(Boolean)
                  .join(' ')}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => toggle(value, event.target.checked)}
                />
                <span className={styles.facetLabel}>{label}</span>
                {count !== undefined && (
                  <span
                    className={styles.facetCount}
                    title={atLeast ? MSG.board.facetAtLeastTitle : undefined}
                  >
                    {atLeast
                      ? MSG.board.facetAtLeast(abbreviateNumber(count))
                      : abbreviateNumber(count)}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {folds && (
        <button
          type="button"
          className={styles.facetMore}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? MSG.board.showLess : MSG.board.showAll(options.length)}
        </button>
      )}
    </fieldset>
  );
}

/** The query fields that hold a list of chosen values (one facet group each). */
type ListKey<Q> = { [K in keyof Q]-?: Q[K] extends readonly string[] ? K : never }[keyof Q];
type ValueOf<Q, K extends keyof Q> = Q[K] extends readonly (infer T extends string)[] ? T : never;

export interface ListFacet<Q> {
  key: ListKey<Q>;
  legend: string;
  options: readonly FacetOption<string>[];
  limit?: number;
}

/** One facet of a query's list field; its options are checked against the field's values. */
export function listFacet<Q, K extends ListKey<Q>>(
  key: K,
  legend: string,
  options: readonly FacetOption<ValueOf<Q, K>>[],
  limit?: number,
): ListFacet<Q> {
  return { key, legend, options, limit };
}

/** A facet group per list field of the query, with the reply's counts under the same names. */
export function ListFacets<Q>({
  facets,
  query,
  counts,
  sampled = false,
  onChange,
}: {
  facets: readonly ListFacet<Q>[];
  query: Q;
  counts?: Partial<Record<string, Record<string, number>>>;
  /** The counts are lower bounds (facetsSampled). */
  sampled?: boolean;
  onChange: (next: Q) => void;
}) {
  return facets.map(({ key, legend, options, limit }) => (
    <FacetGroup
      key={String(key)}
      legend={legend}
      options={options}
      selected={query[key] as readonly string[]}
      atLeast={sampled}
      counts={counts?.[String(key)]}
      limit={limit}
      onChange={(next) => onChange({ ...query, [key]: next })}
    />
  ));
}

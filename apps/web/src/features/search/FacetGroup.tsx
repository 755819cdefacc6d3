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
                  <span className={styles.facetCount}>{abbreviateNumber(count)}</span>
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

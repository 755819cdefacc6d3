import { useId, useState, type ReactNode } from 'react';
import { MSG } from '@kollabo/shared';
import { ChevronRightIcon } from '../../components/icons';
import styles from './Search.module.css';

export interface DiscoveryLayoutProps {
  heading: string;
  intro: string;
  /** Above everything on phones (a visitor's invitation). */
  banner?: ReactNode;
  search: ReactNode;
  /** The facet groups. */
  facets: ReactNode;
  /** How many facet values are chosen (the phone's "Filtres (n)" button). */
  filterCount: number;
  /** Total and sort, above the results. */
  toolbar: ReactNode;
  results: ReactNode;
  /** Under the facets on wide screens, after the results on phones (the alerts). */
  aside?: ReactNode;
}

/**
 * The board's and the directory's page: title, search, facet column (a toggle on phones),
 * toolbar and results.
 */
export function DiscoveryLayout({
  heading,
  intro,
  banner,
  search,
  facets,
  filterCount,
  toolbar,
  results,
  aside,
}: DiscoveryLayoutProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{heading}</h1>
        <p className={styles.intro}>{intro}</p>
        {search}
      </header>
      {banner}
      <div className={styles.layout}>
        <section className={styles.filters} aria-label={MSG.board.facetsTitle}>
          <button
            type="button"
            className={styles.filtersToggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {MSG.board.facetsToggle(filterCount)}
            <ChevronRightIcon size={20} className={styles.chevron} />
          </button>
          <div id={panelId} className={styles.filtersBody} data-open={open}>
            {facets}
          </div>
        </section>
        <div className={styles.main}>
          <div className={styles.toolbar}>{toolbar}</div>
          {results}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './Home.module.css';

/** A home band: full-width section (tinted: the alternate background), its title and content. */
export function HomeSection({
  id,
  title,
  tinted = false,
  children,
}: {
  /** The title's id, which names the section. */
  id: string;
  title: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={tinted ? `${styles.section} ${styles.tinted}` : styles.section}
      aria-labelledby={id}
    >
      <div className="container">
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

import { formatShortDate, MSG } from '@kollabo/shared';
import { Card } from '../../components/Card';
import styles from './Legal.module.css';

export interface LegalDocument {
  /** ISO date of the last update. */
  updated: string;
  sections: { title: string; paragraphs: string[] }[];
}

/** A static legal page: title, date, contents list, sections. */
export function LegalDocumentView({ title, document }: { title: string; document: LegalDocument }) {
  const id = (index: number) => `section-${index + 1}`;
  return (
    <div className={`container ${styles.narrow}`}>
      <h1>{title}</h1>
      <p className={styles.lead}>{MSG.legalPages.updated(formatShortDate(document.updated))}</p>
      <Card>
        {document.sections.length > 4 && (
          <nav aria-labelledby="contents-title" className={styles.contents}>
            <h2 id="contents-title">{MSG.legalPages.contents}</h2>
            <ol>
              {document.sections.map((section, index) => (
                <li key={section.title}>
                  <a href={`#${id(index)}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {document.sections.map((section, index) => (
          <section key={section.title} id={id(index)} className={styles.section}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </Card>
    </div>
  );
}

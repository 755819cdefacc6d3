import { MSG } from '@kollabo/shared';
import { Card } from '../components/Card';
import { howItWorksSections } from '../features/notices/how-it-works';
import legalStyles from '../features/legal/Legal.module.css';
import { usePageMeta } from '../lib/usePageMeta';
import styles from '../features/notices/Notices.module.css';

const howItWorksText = MSG.howItWorks;

/**
 * /fonctionnement (public, indexable): how the marketplace works, as article L111-7 du code de
 * la consommation and article 27 of the DSA require; each section cites its article.
 */
export function HowItWorksPage() {
  usePageMeta(howItWorksText.title);
  return (
    <div className={`container ${legalStyles.narrow}`}>
      <h1>{howItWorksText.title}</h1>
      <p className={legalStyles.lead}>{howItWorksText.intro}</p>
      <p className={styles.legal}>{howItWorksText.legalBasis}</p>
      <Card>
        {howItWorksSections().map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={legalStyles.section}
          >
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            <p className={styles.article}>{section.article}</p>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.lists?.map((list) => (
              <div key={list.title}>
                <h3 className={styles.listTitle}>{list.title}</h3>
                {list.intro && <p>{list.intro}</p>}
                <ul>
                  {list.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
        <p className={styles.legal}>{howItWorksText.updated}</p>
      </Card>
    </div>
  );
}

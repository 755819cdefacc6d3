import { MSG } from '@kollabo/shared';
import { ContactForm } from '../features/contact/ContactForm';
import styles from '../features/legal/Legal.module.css';
import { usePageMeta } from '../lib/usePageMeta';

/** /nous-contacter (public, indexable). */
export function ContactPage() {
  usePageMeta(MSG.contactPage.title);
  return (
    <div className={`container ${styles.narrow}`}>
      <h1>{MSG.contactPage.title}</h1>
      <p className={styles.lead}>{MSG.contactPage.intro}</p>
      <ContactForm />
    </div>
  );
}

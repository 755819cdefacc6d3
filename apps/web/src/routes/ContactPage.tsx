import { MSG } from '@kollabo/shared';
import { ContactForm } from '../features/contact/ContactForm';
import legalStyles from '../features/legal/Legal.module.css';
import { usePageMeta } from '../lib/usePageMeta';

/** /nous-contacter (public, indexable). */
export function ContactPage() {
  usePageMeta(MSG.contactPage.title);
  return (
    <div className={`container ${legalStyles.narrow}`}>
      <h1>{MSG.contactPage.title}</h1>
      <p className={legalStyles.lead}>{MSG.contactPage.intro}</p>
      <ContactForm />
    </div>
  );
}

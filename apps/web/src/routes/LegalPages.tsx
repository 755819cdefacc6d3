import { MSG } from '@kollabo/shared';
import { LegalDocumentView } from '../features/legal/LegalDocument';
import { LEGAL_NOTICE, PRIVACY } from '../features/legal/privacy';
import { TERMS } from '../features/legal/terms';
import { usePageMeta } from '../lib/usePageMeta';

/** /conditions-dutilisation (public). */
export function TermsPage() {
  usePageMeta(MSG.legalPages.terms);
  return <LegalDocumentView title={MSG.legalPages.terms} document={TERMS} />;
}

/** /politique-de-confidentialite (public, indexable). */
export function PrivacyPage() {
  usePageMeta(MSG.legalPages.privacy);
  return <LegalDocumentView title={MSG.legalPages.privacy} document={PRIVACY} />;
}

/** /mentions-legales (public, indexable). */
export function LegalNoticePage() {
  usePageMeta(MSG.legalPages.legalNotice);
  return <LegalDocumentView title={MSG.legalPages.legalNotice} document={LEGAL_NOTICE} />;
}

import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { Card } from '../components/Card';
import { SkeletonText } from '../components/Skeleton';
import { LegalDocumentView } from '../features/legal/LegalDocument';
import { getLegalNotice, legalNotice, legalNoticeKey } from '../features/legal/legalNotice';
import { PRIVACY } from '../features/legal/privacy';
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

/** /mentions-legales (public, indexable): the identification comes from the server's settings. */
export function LegalNoticePage() {
  usePageMeta(MSG.legalPages.legalNotice);
  const query = useQuery({
    queryKey: legalNoticeKey,
    queryFn: ({ signal }) => getLegalNotice(signal),
    staleTime: 5 * 60_000,
  });
  if (!query.data) {
    return (
      <div className="container" style={{ paddingTop: 'var(--space-6)' }}>
        <h1>{MSG.legalPages.legalNotice}</h1>
        <Card>{query.isError ? <p>{MSG.common.serverError}</p> : <SkeletonText lines={6} />}</Card>
      </div>
    );
  }
  return (
    <LegalDocumentView title={MSG.legalPages.legalNotice} document={legalNotice(query.data)} />
  );
}

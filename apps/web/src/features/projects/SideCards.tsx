import { Suspense, lazy, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  MSG,
  profileTypeAndNiche,
  relativeDuration,
  type AuthorInfo,
  shownName,
} from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import { ProBadge } from '../../components/Badge';
import type { useBanner } from '../../components/Banner';
import { Button, LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { imageUrl } from '../../lib/images';
import { NoticeButton } from '../notices/NoticeButton';
import styles from './Detail.module.css';
import { useLoginPath } from '../../lib/useLoginPath';

// The report form (and its text field) loads apart, once the page has rendered: closed, it shows
// nothing, and it is not in what the project page's first paint waits for.
const ReportModal = lazy(() => import('./ReportModal').then((m) => ({ default: m.ReportModal })));

const projectDetailText = MSG.projectDetail;

/** Author card; visitors get a login invitation instead of the author's details. */
export function AuthorCard({ author }: { author: AuthorInfo | null }) {
  // Each aside is named by its title: landmarks stay unique (axe landmark-unique).
  const titleId = useId();
  const loginHere = useLoginPath();
  if (!author) {
    return (
      <Card as="aside" className={styles.prompt} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          {projectDetailText.authorTitle}
        </h2>
        <p className={styles.muted}>{projectDetailText.visitorAuthor}</p>
        <LinkButton to={loginHere} variant="secondary">
          {MSG.nav.login}
        </LinkButton>
      </Card>
    );
  }
  const display = shownName(author);
  const profile = `/profile/${encodeURIComponent(author.pseudo)}`;
  return (
    <Card as="aside" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {projectDetailText.authorTitle}
      </h2>
      <div className={styles.author}>
        <Avatar src={imageUrl(author.photo, 'sm')} name={display} size={56} />
        <div>
          <p className={styles.authorName}>
            <Link to={profile}>{display}</Link>
            <ProBadge type={author.subscription?.type} />
          </p>
          <p className={styles.authorMeta}>
            {profileTypeAndNiche(author.statut, author.categorie, author.feminine)}
          </p>
        </div>
      </div>
      {author.statistique.lastConnect && (
        <p className={styles.muted}>
          {projectDetailText.lastConnect(relativeDuration(author.statistique.lastConnect))}
        </p>
      )}
      <LinkButton to={profile} variant="ghost" block>
        {projectDetailText.viewProfile}
      </LinkButton>
    </Card>
  );
}

/** Contact card with Signaler un abus (visitors are sent to log in first). */
export function ContactCard({
  projectId,
  projectTitle,
  author,
  isOwner,
  logged,
  banner,
}: {
  projectId: string;
  projectTitle: string;
  author: AuthorInfo | null;
  isOwner: boolean;
  logged: boolean;
  banner: ReturnType<typeof useBanner>;
}) {
  const [reporting, setReporting] = useState(false);
  const titleId = useId();
  return (
    <Card as="aside" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {projectDetailText.contactTitle}
      </h2>
      {author && (
        <p className={styles.phone}>
          {projectDetailText.phone} :{' '}
          {author.phone === null
            ? MSG.common.phoneHidden
            : author.phone || projectDetailText.noPhone}
        </p>
      )}
      {!isOwner && (
        <>
          <p className={styles.muted}>{projectDetailText.contactHint}</p>
          {logged ? (
            <Button variant="ghost" block onClick={() => setReporting(true)}>
              {projectDetailText.report}
            </Button>
          ) : (
            <LinkButton to="/connexion" variant="ghost" block>
              {projectDetailText.report}
            </LinkButton>
          )}
          {logged && (
            <Suspense fallback={null}>
              <ReportModal
                projectId={projectId}
                open={reporting}
                onClose={() => setReporting(false)}
                onSent={() => {
                  setReporting(false);
                  banner.success(MSG.report.success);
                }}
              />
            </Suspense>
          )}
          {/* Open to visitors too: a notice of illegal content (DSA art. 16). */}
          <NoticeButton
            target={{ kind: 'project', id: projectId }}
            targetLabel={MSG.notices.describe.project(projectTitle)}
            label={MSG.notices.reportIllegal}
            block
          />
        </>
      )}
    </Card>
  );
}

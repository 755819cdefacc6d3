import { Link } from 'react-router';
import {
  MSG,
  formatDateTime,
  offerIs,
  projectIs,
  type OfferDetailReply,
  pagePath,
  shownName,
} from '@kollabo/shared';
import type { useBanner } from '../../components/Banner';
import { StatusBadge } from '../../components/Badge';
import { LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { statusLabel } from '../projects/status';
import { AttachmentLink } from './AttachmentLink';
import { AttributionActions } from './AttributionActions';
import { OfferMessage } from './OfferMessage';
import { PersonLine } from './PersonLine';
import { AmountFact, BudgetFact, OfferCostFacts } from './AmountFact';
import styles from './Offers.module.css';

const offersText = MSG.offers;

/** The offer page's card: project, budget, amount, message, attachment, author, attribution. */
export function OfferDetailCard({
  detail,
  hasPack,
  banner,
  onChanged,
}: {
  detail: OfferDetailReply;
  hasPack?: boolean;
  banner: ReturnType<typeof useBanner>;
  onChanged: () => void;
}) {
  const { offer, project } = detail;
  const published = projectIs.published(project.statut);
  return (
    <Card as="article" aria-labelledby="offer-project-title">
      <div className={styles.cta}>
        <StatusBadge status={project.statut}>{statusLabel(project.statut)}</StatusBadge>
        <p className={styles.meta}>
          {published ? offersText.publishedOn : offersText.createdOn}{' '}
          {formatDateTime(published ? (project.publishedAt ?? project.dateCrea) : project.dateCrea)}
        </p>
      </div>
      <h1 id="offer-project-title" className={styles.projectTitle}>
        <Link to={pagePath('/project/:id', { id: project.idProject })}>{project.title}</Link>
      </h1>
      <dl className={styles.facts}>
        <BudgetFact budget={project.budget} />
        <AmountFact amount={offer.amount} />
      </dl>
      <OfferCostFacts cost={offer.cost} />
      <OfferMessage text={offer.messageOffre} />
      {offer.linkFile && (
        <div className={styles.cardActions}>
          <AttachmentLink idOffer={offer.idOffer} fileName={offer.linkFile} />
        </div>
      )}
      <div className={styles.cardActions}>
        <PersonLine person={offer.user}>
          <p className={styles.meta}>
            {offersText.sentOn} {formatDateTime(offer.dateSendOffer)}
          </p>
        </PersonLine>
      </div>
      <AttributionActions
        role={detail.authorProject ? 'owner' : detail.authorOffer ? 'author' : 'other'}
        idOffer={offer.idOffer}
        idProject={project.idProject}
        offerStatut={offer.statut}
        projectStatut={project.statut}
        authorName={shownName(offer.user)}
        hasPack={hasPack}
        banner={banner}
        onChanged={onChanged}
      />
      {offerIs.accepted(offer.statut) && (detail.authorProject || detail.authorOffer) && (
        <div className={styles.cardActions}>
          <LinkButton to={pagePath('/collab/:idOffer', { idOffer: offer.idOffer })}>
            {MSG.collab.open}
          </LinkButton>
        </div>
      )}
    </Card>
  );
}

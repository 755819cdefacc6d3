import { Link } from 'react-router';
import { MSG, formatDateTime, offerIs, type SentOffer, pagePath } from '@kollabo/shared';
import { Badge, StatusBadge, type BadgeTone } from '../../components/Badge';
import { Card } from '../../components/Card';
import { FactItem } from '../../components/FactItem';
import { statusLabel } from '../projects/status';
import { sentOfferOutcome, type SentOutcome } from './status';
import { AmountFact, BudgetFact } from './AmountFact';
import styles from './Offers.module.css';

const offersText = MSG.offers;

const OUTCOME: Record<SentOutcome, { text: string; tone: BadgeTone }> = {
  won: { text: offersText.badgeWon, tone: 'publish' },
  declined: { text: offersText.badgeDeclined, tone: 'allocation' },
  closed: { text: offersText.badgeClosed, tone: 'neutral' },
  pending: { text: offersText.outcomePending, tone: 'prePublish' },
  sent: { text: offersText.badgeSent, tone: 'brand' },
};

/** One sent offer: its project and its outcome, linking to the offer page. */
export function SentOfferCard({ item }: { item: SentOffer }) {
  const { project, offer } = item;
  const outcome = OUTCOME[sentOfferOutcome(offer.statut, project.statut)];
  return (
    <Card as="li" interactive>
      <div className={styles.cta}>
        <StatusBadge status={project.statut}>{statusLabel(project.statut)}</StatusBadge>
        <Badge tone={outcome.tone}>{outcome.text}</Badge>
      </div>
      <h2 className={`${styles.projectTitle} ${styles.cardTitle}`}>
        <Link
          to={pagePath('/offer/:idOffer/:idProject', {
            idOffer: offer.idOffer,
            idProject: project.idProject,
          })}
        >
          {project.title}
        </Link>
      </h2>
      <dl className={styles.facts}>
        <BudgetFact budget={project.budget} />
        <AmountFact amount={offer.amount} />
        <FactItem term={offersText.sentOn}>{formatDateTime(offer.dateSend)}</FactItem>
        <FactItem term={offersText.projectCreated}>{formatDateTime(project.dateCrea)}</FactItem>
      </dl>
      {offerIs.accepted(offer.statut) && (
        <p>
          <Link to={pagePath('/collab/:idOffer', { idOffer: offer.idOffer })}>
            {MSG.collab.open}
          </Link>
        </p>
      )}
    </Card>
  );
}

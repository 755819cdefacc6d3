import { Link } from 'react-router';
import { MSG, formatDateTime, offerIs, type SentOffer } from '@kollabo/shared';
import { Badge, StatusBadge, type BadgeTone } from '../../components/Badge';
import { Card } from '../../components/Card';
import { statusLabel } from '../projects/status';
import { sentOfferOutcome, type SentOutcome } from './status';
import { AmountFact } from './AmountFact';
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
        <Link to={`/offer/${offer.idOffer}/${project.idProject}`}>{project.title}</Link>
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{offersText.budget}</dt>
          <dd>{project.budget}</dd>
        </div>
        <AmountFact amount={offer.amount} />
        <div>
          <dt>{offersText.sentOn}</dt>
          <dd>{formatDateTime(offer.dateSend)}</dd>
        </div>
        <div>
          <dt>{offersText.projectCreated}</dt>
          <dd>{formatDateTime(project.dateCrea)}</dd>
        </div>
      </dl>
      {offerIs.accepted(offer.statut) && (
        <p>
          <Link to={`/collab/${offer.idOffer}`}>{MSG.collab.open}</Link>
        </p>
      )}
    </Card>
  );
}

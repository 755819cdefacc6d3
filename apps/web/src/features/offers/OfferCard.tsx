import {
  MSG,
  formatDateTime,
  offerIs,
  projectIs,
  type Offer,
  type ProjectStatus,
  pagePath,
  shownName,
} from '@kollabo/shared';
import type { useBanner } from '../../components/Banner';
import { LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { CheckIcon } from '../../components/icons';
import { AttachmentLink } from './AttachmentLink';
import { AttributionActions } from './AttributionActions';
import { OfferMessage } from './OfferMessage';
import { PersonLine } from './PersonLine';
import { AmountFact, OfferCostFacts } from './AmountFact';
import styles from './Offers.module.css';

const offersText = MSG.offers;

export interface OfferCardProps {
  offer: Offer;
  idProject: string;
  projectStatut: ProjectStatus;
  role: 'owner' | 'author';
  hasPack?: boolean;
  banner: ReturnType<typeof useBanner>;
  onChanged: () => void;
}

/** One offer of the project page's list, with its attribution state and a link to the chat. */
export function OfferCard({
  offer,
  idProject,
  projectStatut,
  role,
  hasPack,
  banner,
  onChanged,
}: OfferCardProps) {
  // The offer chosen by its author is shown first with a green border.
  const selected = offerIs.accepted(offer.statutOffer) && projectIs.attributed(projectStatut);
  return (
    <Card as="li" className={selected ? styles.selected : undefined}>
      {selected && (
        <p className={styles.selectedNote}>
          <CheckIcon size={18} />
          {offersText.selectedByOwner}
        </p>
      )}
      <PersonLine person={offer.user}>
        <p className={styles.meta}>
          {offersText.sentOn} {formatDateTime(offer.dateSend)}
        </p>
      </PersonLine>
      <dl className={styles.facts}>
        <AmountFact amount={offer.amount} />
      </dl>
      <OfferCostFacts cost={offer.cost} />
      <OfferMessage text={offer.messageOffre} />
      <div className={styles.cardActions}>
        {offer.linkFile && <AttachmentLink idOffer={offer.idOffer} fileName={offer.linkFile} />}
        <LinkButton
          to={pagePath('/offer/:idOffer/:idProject', {
            idOffer: offer.idOffer,
            idProject,
          })}
          variant="secondary"
          size="sm"
        >
          {offersText.openOffer}
        </LinkButton>
      </div>
      <AttributionActions
        role={role}
        idOffer={offer.idOffer}
        idProject={idProject}
        offerStatut={offer.statut}
        projectStatut={projectStatut}
        authorName={shownName(offer.user)}
        hasPack={hasPack}
        banner={banner}
        onChanged={onChanged}
      />
    </Card>
  );
}

import { Link } from 'react-router';
import { COLLAB_STATUSES, MSG, collabIs, formatCents, type CollabReply } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Card } from '../../components/Card';
import { CollabChat } from './CollabChat';
import { CollabPaymentSection } from '../collab-payments/CollabPaymentSection';
import { CreatorInvoiceSection } from '../invoices/CreatorInvoiceSection';
import { ContractSection } from './ContractSection';
import { DeliverablesSection } from './DeliverablesSection';
import { HistoryList } from './HistoryList';
import { IdentityForm } from './IdentityForm';
import { ReportForm } from './ReportForm';
import { ReviewSection } from './ReviewSection';
import styles from './Collab.module.css';

const collabText = MSG.collab;

/** The space of one accepted offer: status line, contract, deliverables, reviews, history. */
export function CollabSpace({ data, onChanged }: { data: CollabReply; onChanged: () => void }) {
  const banner = useBanner();
  const current = COLLAB_STATUSES.indexOf(data.status);
  const other = data.role === 'owner' ? data.author : data.owner;
  const total = formatCents(data.yearTotalHtCents);
  return (
    <div className={styles.space}>
      <Banner message={banner.message} onClear={banner.clear} />
      <Card as="section" className={styles.header} aria-labelledby="collab-title">
        <h1 id="collab-title">{collabText.title}</h1>
        <p className={styles.parties}>
          <Link to={`/project/${data.idProject}`}>{data.projectTitle}</Link>
          <span>{collabText.withParty(other.pseudo)}</span>
          <span>{collabText.roles[data.role]}</span>
        </p>
        <ol className={styles.steps} aria-label={collabText.statusLabel}>
          {COLLAB_STATUSES.map((status, index) => (
            <li
              key={status}
              className={`${styles.step} ${index < current ? styles.done : ''} ${index === current ? styles.current : ''}`}
              aria-current={index === current ? 'step' : undefined}
            >
              {collabText.statuses[status]}
            </li>
          ))}
        </ol>
      </Card>
      <CollabChat data={data} />
      <p
        className={`${styles.notice} ${data.contractRequired ? styles.required : ''}`}
        data-testid="contract-required"
      >
        {data.contractRequired ? collabText.required(total) : collabText.notRequired(total)}
      </p>
      {data.missingIdentity.length > 0 && (
        <IdentityForm identity={data.identity} banner={banner} onSaved={onChanged} />
      )}
      <ContractSection data={data} banner={banner} onChanged={onChanged} />
      <CollabPaymentSection data={data} banner={banner} onChanged={onChanged} />
      <CreatorInvoiceSection
        idOffer={data.idOffer}
        role={data.role}
        paymentStatus={data.payment.status}
      />
      <DeliverablesSection data={data} banner={banner} onChanged={onChanged} />
      {collabIs.completed(data.status) && (
        <ReviewSection data={data} banner={banner} onChanged={onChanged} />
      )}
      <HistoryList items={data.history} />
      <ReportForm idOffer={data.idOffer} banner={banner} onSent={onChanged} />
      <p>
        <Link to={`/offer/${data.idOffer}/${data.idProject}`}>{collabText.back}</Link>
      </p>
    </div>
  );
}

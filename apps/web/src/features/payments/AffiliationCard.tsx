import {
  MSG,
  formatDay,
  formatEuros,
  formatShortDate,
  parisDay,
  reductionLabel,
  type Coupon,
} from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import styles from './Payments.module.css';

const affiliationText = MSG.affiliationPage;

function availability(coupon: Coupon): { text: string; tone: 'publish' | 'neutral' } {
  if (coupon.isPersonnalTo === 'disable')
    return { text: affiliationText.disabled, tone: 'neutral' };
  // The expiry is the last day it works (Paris).
  if (coupon.delay && coupon.delay < parisDay()) {
    return { text: affiliationText.expired, tone: 'neutral' };
  }
  return { text: reductionLabel(coupon.reduction), tone: 'publish' };
}

/** One affiliation coupon: code, reduction, uses left, revenue (CA), expiry and audience. */
export function AffiliationCard({ coupon }: { coupon: Coupon }) {
  const state = availability(coupon);
  const personal = coupon.isPersonnalTo && coupon.isPersonnalTo !== 'disable';
  return (
    <Card as="article" className={styles.couponCard}>
      <div className={styles.couponHead}>
        <h2 className={styles.code}>{coupon.code}</h2>
        <Badge tone={state.tone} dot>
          {state.text}
        </Badge>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{affiliationText.revenue}</dt>
          <dd>{formatEuros(coupon.CA)}</dd>
        </div>
        <div>
          <dt>{affiliationText.usesTitle}</dt>
          <dd>{affiliationText.usesLeft(coupon.numberOfUses, coupon.initialNumberOfUses)}</dd>
        </div>
      </dl>
      <p className={styles.meta}>
        {coupon.delay ? affiliationText.expires(formatDay(coupon.delay)) : affiliationText.noExpiry}
        {' · '}
        {personal ? affiliationText.personalTo(coupon.isPersonnalTo) : affiliationText.everyone}
      </p>
      <p className={styles.hint}>{affiliationText.createdAt(formatShortDate(coupon.createdAt))}</p>
    </Card>
  );
}

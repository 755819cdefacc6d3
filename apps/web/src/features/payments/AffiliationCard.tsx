import { MSG, formatEuros, formatShortDate, reductionLabel, type Coupon } from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import styles from './Payments.module.css';

const t = MSG.affiliationPage;

function availability(coupon: Coupon): { text: string; tone: 'publish' | 'neutral' } {
  if (coupon.isPersonnalTo === 'disable') return { text: t.disabled, tone: 'neutral' };
  if (coupon.delay && Date.parse(coupon.delay) <= Date.now()) {
    return { text: t.expired, tone: 'neutral' };
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
          <dt>{t.revenue}</dt>
          <dd>{formatEuros(coupon.CA)}</dd>
        </div>
        <div>
          <dt>{t.usesTitle}</dt>
          <dd>{t.usesLeft(coupon.numberOfUses, coupon.initialNumberOfUses)}</dd>
        </div>
      </dl>
      <p className={styles.meta}>
        {coupon.delay ? t.expires(formatShortDate(coupon.delay)) : t.noExpiry}
        {' · '}
        {personal ? t.personalTo(coupon.isPersonnalTo) : t.everyone}
      </p>
      <p className={styles.hint}>{t.createdAt(formatShortDate(coupon.createdAt))}</p>
    </Card>
  );
}

import { MSG, PACKS, formatCents, type PackType } from '@kollabo/shared';
import { ProBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CheckIcon } from '../../components/icons';
import styles from './Payments.module.css';

const subscriptionText = MSG.subscriptionPage;

export interface PackCardProps {
  type: PackType;
  /** Price after the applied coupon; undefined without a coupon. */
  reducedCents?: number;
  highlighted?: boolean;
  busy: boolean;
  disabled: boolean;
  onBuy: (type: PackType) => void;
}

/** One pack of the pricing page: name and PRO badge, TTC price (reduced when a coupon applies). */
export function PackCard({
  type,
  reducedCents,
  highlighted,
  busy,
  disabled,
  onBuy,
}: PackCardProps) {
  const pack = PACKS[type];
  const reduced = reducedCents !== undefined && reducedCents !== pack.priceCents;
  const titleId = `pack-${type}`;
  return (
    <Card
      as="article"
      className={[styles.pack, highlighted && styles.highlighted].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      {highlighted && <span className={styles.ribbon}>{subscriptionText.popular}</span>}
      <h2 id={titleId} className={styles.packName}>
        {pack.label}
        <ProBadge type={type} />
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>
          {reduced && reducedCents === 0
            ? subscriptionText.free
            : formatCents(reduced ? reducedCents : pack.priceCents)}
        </span>
        <span>{subscriptionText.ttc}</span>
        {reduced && (
          <span className={styles.oldPrice}>
            <span className="visually-hidden">
              {subscriptionText.oldPrice(formatCents(pack.priceCents))}
            </span>
            <span aria-hidden="true">{formatCents(pack.priceCents)}</span>
          </span>
        )}
      </p>
      <ul className={styles.features}>
        <li>
          <CheckIcon size={16} />
          {subscriptionText.perMonth(pack.credits)}
        </li>
        <li>
          <CheckIcon size={16} />
          {subscriptionText.oneMonth}
        </li>
        <li>
          <CheckIcon size={16} />
          {subscriptionText.guaranteeTitle}
        </li>
      </ul>
      <Button
        block
        variant={highlighted ? 'primary' : 'secondary'}
        busy={busy}
        busyLabel={subscriptionText.busy}
        disabled={disabled}
        onClick={() => onBuy(type)}
      >
        {subscriptionText.buy(pack.label)}
      </Button>
    </Card>
  );
}

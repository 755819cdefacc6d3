import { MSG, PACKS, PACK_TYPES, expiryLabel, type PackType } from '@kollabo/shared';
import { ProBadge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { useUserSubscription } from '../account/useUserSubscription';
import styles from './Payments.module.css';

const isPackType = (type: string): type is PackType => PACK_TYPES.includes(type as PackType);

/** "Mon pack en cours" on the pricing page: type, PRO badge, credits and expiry. */
export function CurrentPack() {
  const { data, isPending, isError } = useUserSubscription();
  if (isPending) return <Skeleton height={120} radius="var(--radius-lg)" />;
  const subscription = isError ? null : data.subscription;
  return (
    <Card as="section" aria-labelledby="current-pack-title">
      <h2 id="current-pack-title" className={styles.sectionTitle}>
        {MSG.nav.currentPack}
        {subscription && (
          <>
            {' : '}
            <span className={styles.packType}>
              {isPackType(subscription.type) ? PACKS[subscription.type].label : subscription.type}
            </span>
            <ProBadge type={subscription.type} />
          </>
        )}
      </h2>
      {subscription ? (
        <>
          <p className={styles.meta}>{MSG.nav.credits(subscription.balanceOffer)}</p>
          <p className={styles.meta}>{MSG.nav.expires(expiryLabel(subscription.expireDate))}</p>
        </>
      ) : (
        <p className={styles.meta}>
          {MSG.subscriptionPage.noPack}
          {data?.firstProject === 'yes' && ` ${MSG.subscriptionPage.firstFree}`}
        </p>
      )}
    </Card>
  );
}

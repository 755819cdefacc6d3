import { Link } from 'react-router';
import { MSG, expiryLabel } from '@kollabo/shared';
import { ProBadge } from '../components/Badge';
import { LinkButton } from '../components/Button';
import { Skeleton } from '../components/Skeleton';
import { useUserSubscription } from '../features/account/useUserSubscription';
import styles from './BurgerMenu.module.css';

/** Burger menu pack block: current pack with credits and expiry, or a "Passer PRO" link. */
export function SubscriptionBlock({ onNavigate }: { onNavigate: () => void }) {
  const { data, isPending, isError } = useUserSubscription();
  if (isPending) return <Skeleton height={96} radius="var(--radius-lg)" />;

  const subscription = isError ? null : data.subscription;
  if (!subscription) {
    return (
      <div className={styles.pack}>
        <LinkButton to="/subscription" onClick={onNavigate} block>
          {MSG.nav.goPro}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className={styles.pack}>
      <p className={styles.packTitle}>
        {MSG.nav.currentPack} : <span className={styles.packType}>{subscription.type}</span>
        <ProBadge type={subscription.type} />
      </p>
      <p className={styles.packMeta}>{MSG.nav.credits(subscription.balanceOffer)}</p>
      <p className={styles.packMeta}>{MSG.nav.expires(expiryLabel(subscription.expireDate))}</p>
      <Link to="/subscription" onClick={onNavigate}>
        {MSG.nav.buyCredits}
      </Link>
    </div>
  );
}

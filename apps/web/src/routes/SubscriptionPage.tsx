import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG, PACKS, PACK_TYPES, discountedPriceCents, type PackType } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { LinkButton } from '../components/Button';
import { Card } from '../components/Card';
import { Modal } from '../components/Modal';
import { CheckIcon } from '../components/icons';
import { CouponBox, type AppliedCoupon } from '../features/payments/CouponBox';
import { CurrentPack } from '../features/payments/CurrentPack';
import { PackCard } from '../features/payments/PackCard';
import { openCheckout } from '../features/payments/api';
import styles from '../features/payments/Payments.module.css';
import { failedWith, isApiError } from '../lib/api';
import { useAuthState } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';

const t = MSG.subscriptionPage;

/** Where the browser goes after POST /user/subscription: the provider, or a page of ours. */
function goTo(url: string, navigate: ReturnType<typeof useNavigate>) {
  if (url.startsWith('/')) void navigate(url);
  else window.location.assign(url);
}

/** /subscription "Nos tarifs": current pack, coupon entry, the three packs, the guarantee. */
export function SubscriptionPage() {
  usePageMeta(t.title);
  const { logged } = useAuthState();
  const navigate = useNavigate();
  const banner = useBanner();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [buying, setBuying] = useState<PackType | null>(null);
  const [askLogin, setAskLogin] = useState(false);

  const buy = async (type: PackType) => {
    if (!logged) {
      setAskLogin(true);
      return;
    }
    setBuying(type);
    try {
      const reply = await openCheckout(type, coupon?.code ?? '');
      goTo(reply.url, navigate);
    } catch (error) {
      setBuying(null);
      if (isApiError(error) && error.status === 401) setAskLogin(true);
      else if (failedWith(error, 'coupon_is_use', 'coupon_is_expire', 'coupon_no_valid')) {
        // The coupon stopped being valid since it was applied (last use, expiry).
        setCoupon(null);
        banner.error(error.message);
      } else banner.error(MSG.payment.failure);
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
        <p className={styles.hint}>{t.firstFree}</p>
      </header>

      <Banner message={banner.message} onClear={banner.clear} />

      <div className={logged ? styles.twoCols : undefined}>
        {logged && <CurrentPack />}
        <CouponBox applied={coupon} onApplied={setCoupon} onMessage={banner.show} />
      </div>

      <ul className={styles.packs}>
        {PACK_TYPES.map((type) => (
          <li key={type}>
            <PackCard
              type={type}
              highlighted={type === 'premium'}
              reducedCents={
                coupon ? discountedPriceCents(PACKS[type].priceCents, coupon.reduction) : undefined
              }
              busy={buying === type}
              disabled={buying !== null && buying !== type}
              onBuy={(picked) => void buy(picked)}
            />
          </li>
        ))}
      </ul>

      <Card as="section" className={styles.guarantee} aria-labelledby="guarantee-title">
        <span className={styles.guaranteeIcon} aria-hidden="true">
          <CheckIcon size={22} />
        </span>
        <div>
          <h2 id="guarantee-title">{t.guaranteeTitle}</h2>
          <p>{t.guarantee}</p>
        </div>
      </Card>
      <p className={styles.hint}>
        {t.stacking}
        {logged && (
          <>
            {' '}
            <Link to="/affiliation">{MSG.affiliationPage.title}</Link>
          </>
        )}
      </p>

      <Modal
        open={askLogin}
        onClose={() => setAskLogin(false)}
        title={t.loginTitle}
        footer={
          <div className={styles.actions}>
            <LinkButton to="/connexion" variant="secondary">
              {t.login}
            </LinkButton>
            <LinkButton to="/inscription">{t.signup}</LinkButton>
          </div>
        }
      >
        <p>{t.loginText}</p>
      </Modal>
    </div>
  );
}

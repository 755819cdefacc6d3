import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG, PACKS, PACK_TYPES, discountedPriceCents, type PackType } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { LinkButton } from '../components/Button';
import { Card } from '../components/Card';
import { Modal } from '../components/Modal';
import { CheckIcon } from '../components/icons';
import { CheckoutBilling } from '../features/invoices/CheckoutBilling';
import { useBillingDetails } from '../features/invoices/useBillingDetails';
import { CouponBox, type AppliedCoupon } from '../features/payments/CouponBox';
import { CurrentPack } from '../features/payments/CurrentPack';
import { PackCard } from '../features/payments/PackCard';
import { openCheckout } from '../features/payments/api';
import paymentsStyles from '../features/payments/Payments.module.css';
import { failedWith, isApiError } from '../lib/api';
import { useAuthState } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';

const subscriptionText = MSG.subscriptionPage;

/** Where the browser goes after POST /user/subscription: the provider, or a page of ours. */
function goTo(url: string, navigate: ReturnType<typeof useNavigate>) {
  if (url.startsWith('/')) void navigate(url);
  else window.location.assign(url);
}

/** /subscription "Nos tarifs": current pack, coupon entry, the three packs, the guarantee. */
export function SubscriptionPage() {
  usePageMeta(subscriptionText.title);
  const { logged } = useAuthState();
  const navigate = useNavigate();
  const banner = useBanner();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [buying, setBuying] = useState<PackType | null>(null);
  const [askLogin, setAskLogin] = useState(false);
  const billing = useBillingDetails({ enabled: logged });
  const [asCompany, setAsCompany] = useState(false);
  // Ticked at first when her saved details name a company.
  const savedCompany = Boolean(billing.saved?.companyName);
  useEffect(() => {
    if (savedCompany) setAsCompany(true);
  }, [savedCompany]);

  const buy = async (type: PackType) => {
    if (!logged) {
      setAskLogin(true);
      return;
    }
    setBuying(type);
    // A company's details are saved before paying: the invoice is issued with the payment.
    if (asCompany) {
      const saved = await billing.save({ requireCompany: true });
      if (!saved.ok) {
        setBuying(null);
        banner.error(saved.message);
        return;
      }
    }
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
    <div className={`container ${paymentsStyles.page}`}>
      <header className={paymentsStyles.hero}>
        <h1>{subscriptionText.title}</h1>
        <p>{subscriptionText.intro}</p>
        <p className={paymentsStyles.hint}>{subscriptionText.firstFree}</p>
      </header>

      <Banner message={banner.message} onClear={banner.clear} />

      <div className={logged ? paymentsStyles.twoCols : undefined}>
        {logged && <CurrentPack />}
        <CouponBox applied={coupon} onApplied={setCoupon} onMessage={banner.show} />
      </div>
      {logged && (
        <CheckoutBilling billing={billing} asCompany={asCompany} onAsCompanyChange={setAsCompany} />
      )}

      <ul className={paymentsStyles.packs}>
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

      <Card as="section" className={paymentsStyles.guarantee} aria-labelledby="guarantee-title">
        <span className={paymentsStyles.guaranteeIcon} aria-hidden="true">
          <CheckIcon size={22} />
        </span>
        <div>
          <h2 id="guarantee-title">{subscriptionText.guaranteeTitle}</h2>
          <p>{subscriptionText.guarantee}</p>
        </div>
      </Card>
      <p className={paymentsStyles.hint}>
        {subscriptionText.stacking}
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
        title={subscriptionText.loginTitle}
        footer={
          <div className={paymentsStyles.actions}>
            <LinkButton to="/connexion" variant="secondary">
              {subscriptionText.login}
            </LinkButton>
            <LinkButton to="/inscription">{subscriptionText.signup}</LinkButton>
          </div>
        }
      >
        <p>{subscriptionText.loginText}</p>
      </Modal>
    </div>
  );
}

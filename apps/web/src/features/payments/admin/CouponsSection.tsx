import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, formatDay, formatEuros, reductionLabel } from '@kollabo/shared';
import { Badge } from '../../../components/Badge';
import { Banner, useBanner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { usePagedList } from '../../../lib/usePagedList';
import { AdminList } from '../../../components/AdminList';
import adminStyles from '../../../components/AdminList.module.css';
import { disableAdminCoupon, getAdminCoupons } from '../api';
import paymentsStyles from '../Payments.module.css';
import { CouponForm } from './CouponForm';
import { SearchForm } from '../../../components/SearchForm';
import { useRowAction } from '../../../components/useRowAction';

const adminCouponsText = MSG.adminCoupons;
const affiliationText = MSG.affiliationPage;
const KEY = ['admin', 'coupons'] as const;

/** /admin/coupons: create coupons, list them all (newest first), disable one. */
export function CouponsSection() {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [filter, setFilter] = useState('');
  const list = usePagedList({
    queryKey: [...KEY, filter],
    fetchPage: (page, signal) => getAdminCoupons(filter, page, signal),
    items: (page) => page.coupons,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });

  const { busy, run } = useRowAction({
    banner,
    queryKey: KEY,
    failure: () => adminCouponsText.failure,
  });

  return (
    <section aria-labelledby="admin-coupons" className={paymentsStyles.adminSection}>
      <h2 id="admin-coupons">{adminCouponsText.title}</h2>
      <Banner message={banner.message} onClear={banner.clear} />
      <CouponForm onCreated={refresh} onMessage={banner.show} />
      <h3 className={paymentsStyles.sectionTitle}>{adminCouponsText.listTitle}</h3>
      <SearchForm
        className={paymentsStyles.search}
        fieldClassName={paymentsStyles.couponField}
        label={adminCouponsText.search}
        submitLabel={adminCouponsText.searchAction}
        maxLength={64}
        onSearch={setFilter}
      />
      <AdminList list={list} empty={adminCouponsText.empty}>
        {(coupon) => {
          const disabled = coupon.isPersonnalTo === 'disable';
          const personal = coupon.isPersonnalTo && !disabled;
          return (
            <Card as="li" key={coupon._id} className={adminStyles.item}>
              <div className={adminStyles.itemTop}>
                <h3 className={paymentsStyles.code}>{coupon.code}</h3>
                <Badge tone={disabled ? 'neutral' : 'publish'} dot>
                  {disabled ? affiliationText.disabled : reductionLabel(coupon.reduction)}
                </Badge>
              </div>
              <p className={adminStyles.meta}>
                {affiliationText.usesLeft(coupon.numberOfUses, coupon.initialNumberOfUses)} ·{' '}
                {affiliationText.revenue} : {formatEuros(coupon.CA)}
              </p>
              <p className={adminStyles.meta}>
                {coupon.delay
                  ? affiliationText.expires(formatDay(coupon.delay))
                  : affiliationText.noExpiry}{' '}
                ·{' '}
                {personal
                  ? affiliationText.personalTo(coupon.isPersonnalTo)
                  : affiliationText.everyone}
                {coupon.sponsor && ` · ${adminCouponsText.sponsoredBy(coupon.sponsor)}`}
              </p>
              {!disabled && (
                <div className={adminStyles.actions}>
                  <Button
                    variant="secondary"
                    busy={busy === coupon._id}
                    disabled={busy !== null}
                    onClick={() =>
                      void run(
                        coupon._id,
                        () => disableAdminCoupon(coupon._id),
                        adminCouponsText.disabled,
                      )
                    }
                  >
                    {adminCouponsText.disable}
                  </Button>
                </div>
              )}
            </Card>
          );
        }}
      </AdminList>
    </section>
  );
}

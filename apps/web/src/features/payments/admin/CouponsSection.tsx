import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, formatEuros, formatShortDate, reductionLabel } from '@kollabo/shared';
import { Badge } from '../../../components/Badge';
import { Banner, useBanner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { usePagedList } from '../../../lib/usePagedList';
import { AdminList } from '../../admin/AdminList';
import adminStyles from '../../admin/Admin.module.css';
import { disableAdminCoupon, getAdminCoupons } from '../api';
import styles from '../Payments.module.css';
import { CouponForm } from './CouponForm';
import { SearchForm } from '../../../components/SearchForm';

const t = MSG.adminCoupons;
const aff = MSG.affiliationPage;
const KEY = ['admin', 'coupons'] as const;

/** /admin/coupons: create coupons, list them all (newest first), disable one. */
export function CouponsSection() {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const list = usePagedList({
    queryKey: [...KEY, filter],
    fetchPage: (page, signal) => getAdminCoupons(filter, page, signal),
    items: (page) => page.coupons,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });

  const disable = async (id: string) => {
    setBusy(id);
    try {
      await disableAdminCoupon(id);
      banner.success(t.disabled);
    } catch {
      banner.error(t.failure);
    } finally {
      setBusy(null);
      refresh();
    }
  };

  return (
    <section aria-labelledby="admin-coupons" className={styles.adminSection}>
      <h2 id="admin-coupons">{t.title}</h2>
      <Banner message={banner.message} onClear={banner.clear} />
      <CouponForm onCreated={refresh} onMessage={banner.show} />
      <h3 className={styles.sectionTitle}>{t.listTitle}</h3>
      <SearchForm
        className={styles.search}
        fieldClassName={styles.couponField}
        label={t.search}
        submitLabel={t.searchAction}
        maxLength={64}
        onSearch={setFilter}
      />
      <AdminList list={list} empty={t.empty}>
        {(coupon) => {
          const disabled = coupon.isPersonnalTo === 'disable';
          const personal = coupon.isPersonnalTo && !disabled;
          return (
            <Card as="li" key={coupon._id} className={adminStyles.item}>
              <div className={adminStyles.itemTop}>
                <h3 className={styles.code}>{coupon.code}</h3>
                <Badge tone={disabled ? 'neutral' : 'publish'} dot>
                  {disabled ? aff.disabled : reductionLabel(coupon.reduction)}
                </Badge>
              </div>
              <p className={adminStyles.meta}>
                {aff.usesLeft(coupon.numberOfUses, coupon.initialNumberOfUses)} · {aff.revenue} :{' '}
                {formatEuros(coupon.CA)}
              </p>
              <p className={adminStyles.meta}>
                {coupon.delay ? aff.expires(formatShortDate(coupon.delay)) : aff.noExpiry} ·{' '}
                {personal ? aff.personalTo(coupon.isPersonnalTo) : aff.everyone}
                {coupon.sponsor && ` · ${t.sponsoredBy(coupon.sponsor)}`}
              </p>
              {!disabled && (
                <div className={adminStyles.actions}>
                  <Button
                    variant="secondary"
                    busy={busy === coupon._id}
                    disabled={busy !== null}
                    onClick={() => void disable(coupon._id)}
                  >
                    {t.disable}
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

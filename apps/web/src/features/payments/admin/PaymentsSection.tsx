import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, PACKS, formatCents, formatDateTime, type AdminPayment } from '@kollabo/shared';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { useBanner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isApiError } from '../../../lib/api';
import { usePagedList } from '../../../lib/usePagedList';
import { AdminList } from '../../../components/AdminList';
import { AdminTabbedSection } from '../../../components/AdminTabbedSection';
import adminStyles from '../../../components/AdminList.module.css';
import { getAdminPayments, refundAdminPayment } from '../api';

const adminPaymentsText = MSG.adminPayments;
const tabs = [
  { id: 'all', label: adminPaymentsText.all },
  { id: 'refund', label: adminPaymentsText.toRefund },
] as const;
const STATUS_TONE: Record<AdminPayment['status'], BadgeTone> = {
  open: 'prePublish',
  paid: 'publish',
  canceled: 'neutral',
};

/** /admin/paiements: every payment, or those the refund guarantee flagged; refund one. */
export function PaymentsSection() {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [tab, setTab] = useState<'all' | 'refund'>('all');
  const [confirming, setConfirming] = useState<AdminPayment | null>(null);
  const [busy, setBusy] = useState(false);
  const list = usePagedList({
    queryKey: ['admin', 'payments', tab],
    fetchPage: (page, signal) => getAdminPayments(tab, page, signal),
    items: (page) => page.payments,
  });

  const refund = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      await refundAdminPayment(confirming.id);
      banner.success(adminPaymentsText.refundDone);
    } catch (error) {
      banner.error(isApiError(error) ? error.message : adminPaymentsText.failure);
    } finally {
      setBusy(false);
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
    }
  };

  return (
    <AdminTabbedSection
      id="payments"
      title={adminPaymentsText.title}
      banner={banner}
      tabs={tabs}
      tab={tab}
      onTab={setTab}
      after={
        <ConfirmDialog
          open={confirming !== null}
          title={adminPaymentsText.refund}
          message={adminPaymentsText.refundConfirm}
          confirmLabel={adminPaymentsText.refund}
          busy={busy}
          busyLabel={adminPaymentsText.refunding}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void refund()}
        />
      }
    >
      <AdminList list={list} empty={adminPaymentsText.empty}>
        {(payment) => (
          <Card as="li" key={payment.id} className={adminStyles.item}>
            <div className={adminStyles.itemTop}>
              <h3 className={adminStyles.itemTitle}>
                {payment.user ?? '—'} · {PACKS[payment.packType].label} ·{' '}
                {formatCents(payment.amountCents)}
              </h3>
              <Badge tone={STATUS_TONE[payment.status]} dot>
                {adminPaymentsText.statuses[payment.status]}
              </Badge>
            </div>
            <p className={adminStyles.meta}>
              {payment.paidAt
                ? adminPaymentsText.paidOn(formatDateTime(payment.paidAt))
                : adminPaymentsText.createdOn(formatDateTime(payment.createdAt))}{' '}
              · {adminPaymentsText.via(payment.provider)}
              {payment.couponCode && ` · ${adminPaymentsText.coupon(payment.couponCode)}`}
            </p>
            {payment.periodEnd && (
              <p className={adminStyles.meta}>
                {adminPaymentsText.periodEnds(formatDateTime(payment.periodEnd))}
              </p>
            )}
            {(payment.refundFlaggedAt || payment.refundedAt) && (
              <ul className={adminStyles.chips}>
                {payment.refundFlaggedAt && (
                  <li>
                    <Badge tone="allocation">{adminPaymentsText.flagged}</Badge>
                  </li>
                )}
                {payment.refundedAt && (
                  <li>
                    <Badge tone="neutral">{`${adminPaymentsText.refunded} · ${formatDateTime(payment.refundedAt)}`}</Badge>
                  </li>
                )}
              </ul>
            )}
            {payment.status === 'paid' && payment.amountCents > 0 && !payment.refundedAt && (
              <div className={adminStyles.actions}>
                <Button
                  variant={payment.refundFlaggedAt ? 'primary' : 'secondary'}
                  onClick={() => setConfirming(payment)}
                >
                  {adminPaymentsText.refund}
                </Button>
              </div>
            )}
          </Card>
        )}
      </AdminList>
    </AdminTabbedSection>
  );
}

import { useState, type FormEvent } from 'react';
import { MSG, reductionLabel, type CouponStatus } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Input';
import { verifyCoupon } from './api';
import styles from './Payments.module.css';

const subscriptionText = MSG.subscriptionPage;

/** The four answers of the coupon check and their texts (error catalogue). */
export const COUPON_TEXTS: Record<CouponStatus, string> = {
  valid: MSG.coupon.applied,
  'is-use': MSG.coupon.used,
  'is-expire': MSG.coupon.expired,
  'no-valid': MSG.coupon.invalid,
};

export interface AppliedCoupon {
  code: string;
  reduction: string;
}

export interface CouponBoxProps {
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
  onMessage: (kind: 'success' | 'error', text: string) => void;
}

/** Coupon entry (free text): checks the code and reports one of the four messages. */
export function CouponBox({ applied, onApplied, onMessage }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || checking) return;
    setChecking(true);
    try {
      const reply = await verifyCoupon(typed);
      if (reply.status === 'valid') {
        onApplied({ code: typed.toUpperCase(), reduction: reply.reduction });
        onMessage('success', COUPON_TEXTS.valid);
      } else {
        onApplied(null);
        onMessage('error', COUPON_TEXTS[reply.status]);
      }
    } catch (error) {
      console.error(error);
      onMessage('error', MSG.common.genericRetry);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="coupon-title">
      <h2 id="coupon-title" className={styles.sectionTitle}>
        {subscriptionText.couponTitle}
      </h2>
      <form className={styles.couponForm} onSubmit={submit} noValidate>
        <Input
          label={subscriptionText.couponLabel}
          name="couponCode"
          autoComplete="off"
          value={code}
          maxLength={64}
          fieldClassName={styles.couponField}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          busy={checking}
          busyLabel={subscriptionText.couponBusy}
        >
          {subscriptionText.couponApply}
        </Button>
      </form>
      {applied && (
        <p className={styles.couponActive}>
          <span>
            {subscriptionText.couponActive(applied.code, reductionLabel(applied.reduction))}
          </span>
          <Button variant="ghost" size="sm" onClick={() => onApplied(null)}>
            {subscriptionText.couponRemove}
          </Button>
        </p>
      )}
    </Card>
  );
}

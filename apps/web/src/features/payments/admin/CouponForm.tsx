import { useState, type FormEvent } from 'react';
import { MSG, adminCouponCreateBody, type AdminCouponCreateBody } from '@kollabo/shared';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Input } from '../../../components/Input';
import { isApiError } from '../../../lib/api';
import { createAdminCoupon } from '../api';
import paymentsStyles from '../Payments.module.css';
import '../../../lib/frenchValidation';
import { fieldErrors } from '../../../lib/fieldErrors';

const adminCouponsText = MSG.adminCoupons;
type Field = keyof AdminCouponCreateBody;
const EMPTY: Record<Field, string> = {
  code: '',
  reduction: '',
  initialNumberOfUses: '1',
  delay: '',
  isPersonnalTo: '',
  sponsor: '',
};

/** The French text of a field refused by the shared contract (same rules as the server). */
const FIELD_TEXT: Partial<Record<Field, string>> = {
  code: MSG.coupon.invalidCode,
  reduction: MSG.coupon.invalidReduction,
  initialNumberOfUses: MSG.coupon.invalidUses,
  delay: MSG.coupon.invalidDate,
};

/** Admin: creates a coupon (code, reduction, uses, expiry, personal to, sponsor). */
export function CouponForm({
  onCreated,
  onMessage,
}: {
  onCreated: () => void;
  onMessage: (kind: 'success' | 'error', text: string) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminCouponCreateBody.safeParse(values);
    if (!parsed.success) {
      setErrors(
        fieldErrors<Field>(
          parsed.error.issues,
          (field) => FIELD_TEXT[field] ?? MSG.common.invalidInput,
        ),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await createAdminCoupon(parsed.data);
      setValues(EMPTY);
      onMessage('success', adminCouponsText.created);
      onCreated();
    } catch (error) {
      if (isApiError(error) && error.field) {
        setErrors({ [error.field as Field]: error.message });
      } else onMessage('error', isApiError(error) ? error.message : adminCouponsText.failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="coupon-create-title">
      <h3 id="coupon-create-title" className={paymentsStyles.sectionTitle}>
        {adminCouponsText.createTitle}
      </h3>
      <form className={paymentsStyles.adminForm} onSubmit={submit} noValidate>
        <Input label={adminCouponsText.code} autoComplete="off" maxLength={32} {...bind('code')} />
        <Input
          label={adminCouponsText.reduction}
          autoComplete="off"
          maxLength={12}
          {...bind('reduction')}
        />
        <Input
          label={adminCouponsText.uses}
          type="number"
          min={1}
          {...bind('initialNumberOfUses')}
        />
        <Input label={adminCouponsText.expires} type="date" {...bind('delay')} />
        <Input
          label={adminCouponsText.personalTo}
          hint={adminCouponsText.personalHint}
          {...bind('isPersonnalTo')}
        />
        <Input
          label={adminCouponsText.sponsor}
          hint={adminCouponsText.sponsorHint}
          {...bind('sponsor')}
        />
        <div>
          <Button type="submit" busy={saving} busyLabel={adminCouponsText.creating}>
            {adminCouponsText.create}
          </Button>
        </div>
      </form>
    </Card>
  );
}

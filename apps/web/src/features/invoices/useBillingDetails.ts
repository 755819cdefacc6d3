import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  billingDetailsBody,
  type BillingDetails,
  type BillingDetailsBody,
} from '@kollabo/shared';
import { isApiError } from '../../lib/api';
import { getBillingDetails, invoiceKeys, saveBillingDetails } from './api';
import { fieldErrors } from '../../lib/fieldErrors';

const V = MSG.invoices.validation;

export type BillingFieldValues = Required<{ [K in keyof BillingDetailsBody]: string }>;
export type BillingFieldName = keyof BillingFieldValues;
type FieldErrors = Partial<Record<BillingFieldName, string>>;

const EMPTY: BillingFieldValues = {
  companyName: '',
  siren: '',
  vatNumber: '',
  address: '',
  postalCode: '',
  city: '',
  country: 'FR',
};
const FIELD_NAMES = new Set<string>(Object.keys(EMPTY));

const valuesOf = (details: BillingDetails | null): BillingFieldValues =>
  details
    ? {
        companyName: details.companyName ?? '',
        siren: details.siren ?? '',
        vatNumber: details.vatNumber ?? '',
        address: details.address,
        postalCode: details.postalCode,
        city: details.city,
        country: details.country,
      }
    : EMPTY;

export type SaveOutcome = { ok: true } | { ok: false; message: string };

/**
 * The buyer's billing details as a form: loaded from GET /user/billing-details, checked with the
 * shared schema (the server checks them again), saved with PUT. Used by "Mes factures" and by
 * the pack checkout (a company's invoice carries its name, SIREN and VAT number).
 */
export function useBillingDetails({ enabled = true } = {}) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: invoiceKeys.billing,
    queryFn: ({ signal }) => getBillingDetails(signal),
    enabled,
  });
  const [values, setValues] = useState<BillingFieldValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) setValues(valuesOf(query.data.billingDetails));
  }, [query.data]);

  const set = (name: BillingFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** Checks and saves; `requireCompany`: the checkout's "J'achète pour une entreprise". */
  const save = async ({ requireCompany = false } = {}): Promise<SaveOutcome> => {
    const parsed = billingDetailsBody.safeParse(values);
    const found: FieldErrors = parsed.success
      ? {}
      : fieldErrors<BillingFieldName>(parsed.error.issues);
    // A company's invoice is made out to its name: without one there is nothing to bill.
    if (requireCompany && !values.companyName.trim()) found.companyName ??= V.companyName;
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      return { ok: false, message: V.invalid };
    }
    setSaving(true);
    try {
      const saved = await saveBillingDetails({ ...values, country: parsed.data.country });
      client.setQueryData(invoiceKeys.billing, saved);
      return { ok: true };
    } catch (error) {
      if (isApiError(error) && error.field && FIELD_NAMES.has(error.field)) {
        setErrors({ [error.field]: error.message });
      }
      return { ok: false, message: isApiError(error) ? error.message : MSG.common.genericRetry };
    } finally {
      setSaving(false);
    }
  };

  return {
    loaded: query.data !== undefined,
    saved: query.data?.billingDetails ?? null,
    values,
    errors,
    saving,
    set,
    save,
  };
}

export type BillingDetailsState = ReturnType<typeof useBillingDetails>;

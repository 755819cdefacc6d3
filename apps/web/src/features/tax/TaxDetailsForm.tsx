import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  TAX_COUNTRIES,
  TAX_KINDS,
  taxDetailsBody,
  taxDetailsProblem,
  type TaxDetailsBody,
  type TaxDetailsReply,
} from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Input';
import { SecondFactorInput } from '../../components/SecondFactorInput';
import { Select } from '../../components/Select';
import { failedWith, isApiError } from '../../lib/api';
import { getSecondFactor, securityKeys } from '../security/api';
import { saveTaxDetails, taxKeys } from './api';
import { TaxMissingBanner } from './TaxMissingBanner';
import styles from './Tax.module.css';
import '../../lib/frenchValidation';

const taxText = MSG.tax;

/** The French text of each rule taxDetailsProblem names (the server answers the same). */
const PROBLEM_TEXT = {
  birth_date_required: taxText.birthDateRequired,
  tax_birth_date_invalid: taxText.birthDateInvalid,
  siren_required: taxText.sirenRequired,
  siren_invalid: taxText.sirenInvalid,
  postal_code_invalid: taxText.postalCodeInvalid,
  tax_id_invalid: taxText.taxIdInvalid,
} as Readonly<Record<string, string>>;

// The shapes of the contract, then the rules the server checks again (same function).
const schema = taxDetailsBody.superRefine((value, ctx) => {
  const problem = taxDetailsProblem(value);
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      path: [problem.field],
      message: PROBLEM_TEXT[problem.code] ?? taxText.invalid,
    });
  }
});

type FormValues = {
  kind: (typeof TAX_KINDS)[number];
  legalName: string;
  address: string;
  postalCode: string;
  city: string;
  country: (typeof TAX_COUNTRIES)[number];
  birthDate: string;
  taxId: string;
  siren: string;
};

/** The fields a server error may name. */
const FORM_FIELDS = {
  kind: true,
  legalName: true,
  address: true,
  postalCode: true,
  city: true,
  country: true,
  birthDate: true,
  taxId: true,
  siren: true,
};

const countryOptions = TAX_COUNTRIES.map((code) => ({
  value: code,
  label: taxText.countries[code],
}));

/**
 * The DAC7 details (art. 1649 ter A to E CGI) in "Recevoir mes paiements": identity, address,
 * date of birth of a person, tax number, SIREN of a company. Her transfers wait for them.
 */
export function TaxDetailsForm({ data }: { data: TaxDetailsReply }) {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const d = data.details;
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, TaxDetailsBody>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      kind: d?.kind ?? 'person',
      legalName: d?.legalName ?? '',
      address: d?.address ?? '',
      postalCode: d?.postalCode ?? '',
      city: d?.city ?? '',
      country: d?.country ?? 'FR',
      birthDate: d?.birthDate ?? '',
      taxId: d?.taxId ?? '',
      siren: d?.siren ?? '',
    },
  });
  const kind = watch('kind');
  // With her second factor on, the server asks a fresh code before changing the details: the
  // field shows when her factor is known to be on, or once the server has asked for it.
  const factor = useQuery({
    queryKey: securityKeys.factor,
    queryFn: ({ signal }) => getSecondFactor(signal),
  });
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const showCode = askCode || factor.data?.enabled === true;

  const save = async (body: TaxDetailsBody) => {
    setCodeError(undefined);
    try {
      const typed = code.trim();
      const reply = await saveTaxDetails(showCode && typed ? { ...body, code: typed } : body);
      setCode('');
      queryClient.setQueryData(taxKeys.details, reply);
      // The transfers that waited go now: the payments list changes.
      void queryClient.invalidateQueries({ queryKey: ['user-payments'] });
      banner.success(data.heldCents > 0 ? taxText.savedResumed : taxText.saved);
    } catch (error) {
      if (failedWith(error, 'second_factor_code_required', 'second_factor_invalid')) {
        setAskCode(true);
        setCodeError(error.message);
      }
      if (isApiError(error) && error.field && error.field in FORM_FIELDS) {
        setError(error.field as keyof FormValues, { message: error.message });
      }
      banner.error(isApiError(error) ? error.message : MSG.common.genericRetry);
    }
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby="infos-fiscales">
      <div className={styles.head}>
        {/* The anchor the mail and /paiements lead to. */}
        <h2 id="infos-fiscales" className={styles.anchor}>
          {taxText.detailsTitle}
        </h2>
        <Badge tone={d ? 'publish' : 'allocation'} dot>
          {d ? taxText.completeBadge : taxText.incompleteBadge}
        </Badge>
      </div>
      <p>{taxText.detailsIntro}</p>
      <TaxMissingBanner data={data} link={false} />
      <Banner message={banner.message} onClear={banner.clear} />
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <fieldset className={styles.kinds}>
          <legend>{taxText.kind}</legend>
          {TAX_KINDS.map((value) => (
            <label key={value}>
              <input type="radio" value={value} {...register('kind')} />
              {taxText.kinds[value]}
            </label>
          ))}
        </fieldset>
        <div className={styles.grid}>
          <Input
            label={taxText.legalName[kind]}
            autoComplete={kind === 'person' ? 'name' : 'organization'}
            required
            maxLength={150}
            error={errors.legalName?.message}
            fieldClassName={styles.wide}
            {...register('legalName')}
          />
          <Input
            label={taxText.address}
            autoComplete="street-address"
            required
            maxLength={200}
            error={errors.address?.message}
            fieldClassName={styles.wide}
            {...register('address')}
          />
          <Input
            label={taxText.postalCode}
            autoComplete="postal-code"
            required
            maxLength={12}
            error={errors.postalCode?.message}
            {...register('postalCode')}
          />
          <Input
            label={taxText.city}
            autoComplete="address-level2"
            required
            maxLength={100}
            error={errors.city?.message}
            {...register('city')}
          />
          <Select
            label={taxText.country}
            options={countryOptions}
            required
            error={errors.country?.message}
            {...register('country')}
          />
          {kind === 'person' && (
            <Input
              label={taxText.birthDate}
              type="date"
              autoComplete="bday"
              required
              error={errors.birthDate?.message}
              {...register('birthDate')}
            />
          )}
          <Input
            label={taxText.taxId}
            hint={taxText.taxIdHint}
            required
            maxLength={30}
            error={errors.taxId?.message}
            {...register('taxId')}
          />
          <Input
            label={taxText.siren}
            hint={taxText.sirenHint}
            inputMode="numeric"
            required={kind === 'company'}
            maxLength={20}
            error={errors.siren?.message}
            {...register('siren')}
          />
        </div>
        {showCode && (
          <SecondFactorInput
            label={taxText.codeLabel}
            hint={taxText.codeHint}
            required
            maxLength={32}
            value={code}
            error={codeError}
            onChange={setCode}
          />
        )}
        <Button type="submit" busy={isSubmitting}>
          {taxText.save}
        </Button>
      </form>
      <p className={styles.article}>{taxText.detailsArticle}</p>
    </Card>
  );
}

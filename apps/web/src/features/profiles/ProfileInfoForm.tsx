import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  NICHES,
  PROFILE_TYPES,
  isBrandProfileType,
  profileTypeOptions,
  type Profile,
} from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Input';
import { PhoneInput } from '../../components/PhoneInput';
import { Select } from '../../components/Select';
import { Textarea } from '../../components/Textarea';
import { failedWith } from '../../lib/api';
import { profileKey, updateInfo } from './api';
import { profileFormSchema, type ProfileForm } from './schemas';
import styles from './MyAccount.module.css';
import '../../lib/frenchValidation';

const t = MSG.myAccountPage;
const typeOptions = profileTypeOptions(PROFILE_TYPES);

/** Profile type, presentation, sector, location and phone. */
export function ProfileInfoForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const statut = (PROFILE_TYPES as readonly string[]).includes(profile.statut)
    ? (profile.statut as ProfileForm['statut'])
    : 'Autre';
  const categorie = (NICHES as readonly string[]).includes(profile.categorie)
    ? (profile.categorie as ProfileForm['categorie'])
    : '';
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      statut,
      feminine: profile.feminine,
      tradeName: profile.tradeName ?? '',
      presentation: profile.presentation,
      categorie,
      localisation: profile.localisation,
      phone: profile.phone ?? '',
    },
  });

  // The trade name is a brand type's, "Au féminin" a creator's: each shows for its types only,
  // and is sent for them only (the server refuses the others).
  const brand = isBrandProfileType(useWatch({ control, name: 'statut' }));

  const save = async (values: ProfileForm) => {
    const { tradeName, feminine, ...rest } = values;
    try {
      await updateInfo({ ...rest, ...(brand ? { tradeName } : { feminine }) });
      banner.success(MSG.profile.success);
      void queryClient.invalidateQueries({ queryKey: profileKey(profile.pseudo) });
    } catch (error) {
      banner.error(
        failedWith(error, 'presentation_contact')
          ? MSG.profile.presentationInvalid
          : failedWith(error, 'trade_name_for_brands') || failedWith(error, 'creator_only')
            ? error.message
            : MSG.profile.failure,
      );
    }
  };

  return (
    <Card as="section" aria-labelledby="info-title">
      <h2 id="info-title" className={styles.sectionTitle}>
        {t.infoTitle}
      </h2>
      <Banner message={banner.message} onClear={banner.clear} />
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <div className={styles.twoColumns}>
          <Select
            label={t.statutLabel}
            options={typeOptions}
            error={errors.statut?.message}
            {...register('statut')}
          />
          <Select
            label={t.categorieLabel}
            options={NICHES}
            placeholder={t.categoriePlaceholder}
            error={errors.categorie?.message}
            {...register('categorie')}
          />
        </div>
        {brand ? (
          <Input
            label={MSG.profile.tradeNameLabel}
            hint={MSG.profile.tradeNameHint}
            autoComplete="organization"
            error={errors.tradeName?.message}
            {...register('tradeName')}
          />
        ) : (
          <label className={styles.checkLine}>
            <input type="checkbox" {...register('feminine')} />
            {t.feminineLabel}
          </label>
        )}
        <Textarea
          label={t.presentationLabel}
          hint={t.presentationHint}
          rows={7}
          error={errors.presentation?.message}
          counterMax={profileFormSchema.shape.presentation.maxLength}
          {...register('presentation')}
        />
        <div className={styles.twoColumns}>
          <Input
            label={t.localisationLabel}
            autoComplete="address-level2"
            error={errors.localisation?.message}
            {...register('localisation')}
          />
          <PhoneInput
            label={t.phoneLabel}
            hint={MSG.authForm.phoneHint}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <Button type="submit" busy={isSubmitting} busyLabel={t.busy}>
          {t.submit}
        </Button>
      </form>
    </Card>
  );
}

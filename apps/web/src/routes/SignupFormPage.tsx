import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { DURATIONS, LIMITS, MSG, SIGNUP_PROFILE_TYPES, isBrandProfileType } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Input } from '../components/Input';
import { PhoneInput } from '../components/PhoneInput';
import { AuthCard, LegalNotice, authStyles } from '../features/auth/AuthCard';
import { signupRequest } from '../features/auth/api';
import { EmailCodeFields, sendEmailCode } from '../features/auth/EmailCodeFields';
import { signupFormSchema, type SignupForm } from '../features/auth/schemas';
import { usePseudoAvailability } from '../features/auth/usePseudoAvailability';
import { useSendCode } from '../features/auth/useSendCode';
import { isApiError } from '../lib/api';
import { useAuth } from '../lib/auth';
import { clearSignupChoice, getSignupStatut, getSponsor } from '../lib/storage';
import { usePageMeta } from '../lib/usePageMeta';
import '../lib/frenchValidation';

type Statut = (typeof SIGNUP_PROFILE_TYPES)[number];
const authFormText = MSG.authForm;

/** /form-inscription: e-mail, code, then the remaining fields once a code is typed. */
export function SignupFormPage() {
  usePageMeta(MSG.signupForm.title);
  const navigate = useNavigate();
  const banner = useBanner();
  const [statut] = useState(() => getSignupStatut() as Statut);
  const brand = isBrandProfileType(statut);
  const [created, setCreated] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const sender = useSendCode('verifMail');
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      email: '',
      code: '',
      name: '',
      pseudo: '',
      phone: '',
      tradeName: '',
      password: '',
    },
  });
  const [code, pseudo] = useWatch({ control, name: ['code', 'pseudo'] });
  const codeTyped = code.length > 0;
  const pseudoStatus = usePseudoAvailability(pseudo);
  const blockedPseudo =
    pseudoStatus === 'invalid' || pseudoStatus === 'taken' || pseudoStatus === 'checking';
  const { login } = useAuth();

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // A bad e-mail shows the spec's text under the field only.
  const sendCode = () => sendEmailCode({ form: { trigger, getValues }, sender, banner });

  const create = async (values: SignupForm) => {
    if (blockedPseudo) return;
    const sponsor = getSponsor();
    try {
      // A trade name is a brand type's only (the server refuses it to the others).
      const { tradeName, ...rest } = values;
      const reply = await signupRequest({
        ...rest,
        statut,
        ...(brand && tradeName ? { tradeName } : {}),
        ...(sponsor ? { sponsor } : {}),
      });
      // The account is created and she is logged in: next, her account page to fill in.
      login(reply.token, reply.pseudo);
      setCreated(true);
      banner.success(MSG.signup.success);
      redirectTimer.current = window.setTimeout(() => {
        clearSignupChoice();
        void navigate('/my-account');
      }, DURATIONS.signupRedirectMs);
    } catch (error) {
      // The server's own text says what is wrong: the code, the pseudo taken, the address used.
      banner.error(isApiError(error) ? error.message : MSG.signup.network);
    }
  };

  // Enter before a code is typed sends the code; afterwards it creates the account.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!codeTyped) {
      event.preventDefault();
      void sendCode();
      return;
    }
    void handleSubmit(create)(event);
  };

  const pseudoError =
    errors.pseudo?.message ??
    (pseudoStatus === 'invalid'
      ? MSG.signup.pseudoInvalid
      : pseudoStatus === 'taken'
        ? MSG.signup.pseudoTaken
        : undefined);
  const pseudoHint =
    pseudoStatus === 'checking'
      ? authFormText.pseudoChecking
      : pseudoStatus === 'valid'
        ? authFormText.pseudoAvailable
        : undefined;
  const blocked = blockedPseudo || created;

  return (
    <AuthCard
      title={MSG.signupForm.title}
      footer={
        <>
          <p>
            {MSG.signupForm.hasAccount} <Link to="/connexion">{MSG.nav.login}</Link>
          </p>
          <LegalNotice />
        </>
      }
    >
      <p className={authStyles.chosen}>
        <span>{MSG.signupForm.chosen(statut)}</span>
        <Link to="/inscription">{MSG.signupForm.change}</Link>
      </p>
      <Banner message={banner.message} onClear={banner.clear} />
      <form noValidate onSubmit={onSubmit}>
        <EmailCodeFields
          register={register}
          errors={errors}
          sending={sender.sending}
          onSendCode={sendCode}
        />
        {!codeTyped ? (
          <p className={authStyles.stepHint}>{MSG.signupForm.codeStep}</p>
        ) : (
          <>
            <Input
              label={authFormText.nameLabel}
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            {brand && (
              <Input
                label={MSG.profile.tradeNameLabel}
                hint={MSG.profile.tradeNameHint}
                autoComplete="organization"
                maxLength={LIMITS.tradeNameMax}
                error={errors.tradeName?.message}
                {...register('tradeName')}
              />
            )}
            <Input
              label={authFormText.pseudoLabel}
              autoComplete="username"
              autoCapitalize="none"
              blockSpaces
              hint={pseudoError ? undefined : pseudoHint}
              error={pseudoError}
              {...register('pseudo')}
            />
            <PhoneInput
              label={authFormText.phoneLabel}
              hint={authFormText.phoneHint}
              error={errors.phone?.message}
              {...register('phone')}
            />
            <Input
              label={authFormText.passwordLabel}
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Button
              type="submit"
              block
              busy={isSubmitting}
              busyLabel={MSG.signupForm.busy}
              disabled={blocked}
            >
              {MSG.signupForm.submit}
            </Button>
          </>
        )}
      </form>
    </AuthCard>
  );
}

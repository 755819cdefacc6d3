import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PROFILE_TYPE, MSG, SIGNUP_PROFILE_TYPES, profileTypeLabel } from '@kollabo/shared';
import { Button } from '../components/Button';
import { AuthCard, LegalNotice, authStyles } from '../features/auth/AuthCard';
import { getSignupStatut, setSignupStatut, setSponsor } from '../lib/storage';
import { usePageMeta } from '../lib/usePageMeta';

type ProfileType = (typeof SIGNUP_PROFILE_TYPES)[number];

function storedChoice(): ProfileType {
  const stored = getSignupStatut();
  return SIGNUP_PROFILE_TYPES.find((type) => type === stored) ?? DEFAULT_PROFILE_TYPE;
}

/** /inscription: choose the profile type; ?referral_link=X is kept as the sponsor (30 min). */
export function SignupChoicePage() {
  usePageMeta(MSG.signupChoice.title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<ProfileType>(storedChoice);
  const referral = params.get('referral_link');

  useEffect(() => {
    if (referral) setSponsor(referral.trim().slice(0, 100));
  }, [referral]);

  const start = (event: FormEvent) => {
    event.preventDefault();
    setSignupStatut(choice);
    void navigate('/form-inscription');
  };

  return (
    <AuthCard
      title={MSG.signupChoice.heading}
      intro={MSG.signupChoice.intro}
      footer={
        <>
          <p>
            {MSG.signupChoice.hasAccount} <Link to="/connexion">{MSG.nav.login}</Link>
          </p>
          <LegalNotice />
        </>
      }
    >
      <form onSubmit={start}>
        <fieldset className={authStyles.choices}>
          <legend className="visually-hidden">{MSG.signupChoice.heading}</legend>
          {SIGNUP_PROFILE_TYPES.map((type) => (
            <label key={type} className={authStyles.choice}>
              <input
                type="radio"
                name="statut"
                value={type}
                checked={choice === type}
                onChange={() => setChoice(type)}
              />
              {profileTypeLabel(type)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" block>
          {MSG.signupChoice.start}
        </Button>
      </form>
    </AuthCard>
  );
}

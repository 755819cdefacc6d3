import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MSG } from '@kollabo/shared';
import { Card } from '../../components/Card';
import styles from './AuthCard.module.css';

export { styles as authStyles };

interface AuthCardProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form (login ↔ sign-up, reset). */
  footer?: ReactNode;
}

/** Centred card used by the guest pages: login, sign-up, reset. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <div className="container">
        <Card className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </Card>
      </div>
    </div>
  );
}

/** "En continuant, vous acceptez nos Conditions d'utilisation et notre Politique de confidentialité." */
export function LegalNotice() {
  return (
    <p>
      {MSG.authForm.legalBefore}
      <Link to="/conditions-dutilisation">{MSG.footer.terms}</Link>
      {MSG.authForm.legalAnd}
      <Link to="/politique-de-confidentialite">{MSG.footer.privacy}</Link>.
    </p>
  );
}

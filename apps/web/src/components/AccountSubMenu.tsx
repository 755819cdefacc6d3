import { NavLink } from 'react-router';
import { MSG } from '@kollabo/shared';
import { useAuthState } from '../lib/auth';
import styles from './AccountSubMenu.module.css';

/** Links of the account submenu (accounts §2); the profile link needs the pseudo. */
export function accountLinks(pseudo: string | null) {
  return [
    { to: `/profile/${encodeURIComponent(pseudo ?? '')}`, label: MSG.nav.viewProfile },
    { to: '/edit-log-info', label: MSG.nav.logInfo },
    { to: '/my-account', label: MSG.nav.manageAccount },
    { to: '/my-notifications', label: MSG.nav.notifications },
    { to: '/my-favourites', label: MSG.nav.favourites },
    { to: '/my-social-net', label: MSG.nav.socialNetworks },
    { to: '/recevoir-mes-paiements', label: MSG.collabPayments.payoutMenu },
    { to: '/paiements', label: MSG.myPaymentsPage.title },
  ];
}

/** Account pages submenu; NavLink marks the current page with aria-current="page". */
export function AccountSubMenu() {
  const { pseudo } = useAuthState();
  return (
    <nav className={styles.menu} aria-label={MSG.ui.accountMenu}>
      <ul className={styles.list}>
        {accountLinks(pseudo).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

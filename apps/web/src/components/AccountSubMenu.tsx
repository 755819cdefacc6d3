import { NavLink } from 'react-router';
import { MSG } from '@kollabo/shared';
import { useAuthState } from '../lib/auth';
import styles from './AccountSubMenu.module.css';

/** Links of the account submenu; the profile link needs the pseudo. */
export function accountLinks(pseudo: string | null) {
  return [
    { to: `/profile/${encodeURIComponent(pseudo ?? '')}`, label: MSG.nav.viewProfile },
    { to: '/edit-log-info', label: MSG.nav.logInfo },
    { to: '/my-account', label: MSG.nav.manageAccount },
    { to: '/appareils-connectes', label: MSG.nav.sessions },
    { to: '/my-notifications', label: MSG.nav.notifications },
    { to: '/my-favourites', label: MSG.nav.favourites },
    { to: '/my-social-net', label: MSG.nav.socialNetworks },
    { to: '/recevoir-mes-paiements', label: MSG.nav.payouts },
    { to: '/paiements', label: MSG.nav.payments },
    { to: '/mes-factures', label: MSG.nav.invoices },
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

import { NavLink } from 'react-router';
import { MSG } from '@kollabo/shared';
import { useIsBrand } from '../features/account/useOwnProfile';
import { useAuthState } from '../lib/auth';
import styles from './AccountSubMenu.module.css';

/** The creator-only pages, not listed for a brand type (issue 42, point 9). */
const CREATOR_ONLY = new Set(['/my-social-net', '/recevoir-mes-paiements']);

/** Links of the account submenu; the profile link needs the pseudo. */
export function accountLinks(pseudo: string | null, brand = false) {
  const links = [
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
  return brand ? links.filter((link) => !CREATOR_ONLY.has(link.to)) : links;
}

/** Account pages submenu; NavLink marks the current page with aria-current="page". */
export function AccountSubMenu() {
  const { pseudo } = useAuthState();
  const brand = useIsBrand();
  return (
    <nav className={styles.menu} aria-label={MSG.ui.accountMenu}>
      <ul className={styles.list}>
        {accountLinks(pseudo, brand).map((link) => (
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

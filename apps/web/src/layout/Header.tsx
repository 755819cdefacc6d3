import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { MSG } from '@kollabo/shared';
import { LinkButton } from '../components/Button';
import { MenuIcon, MessageIcon } from '../components/icons';
import { useAuthState } from '../lib/auth';
import { BurgerMenu } from './BurgerMenu';
import { LazyNotificationBell, LiveCounters } from './LoggedOnly';
import { Logo } from './Logo';
import { useIsCreator } from '../features/account/useOwnProfile';
import { UnreadBadge, formatUnreadBadge } from '../components/UnreadBadge';
import iconStyles from '../components/IconButton.module.css';
import { useUnreadCount } from './useUnreadCount';
import styles from './Header.module.css';

export function Header() {
  const { logged } = useAuthState();
  const [menuOpen, setMenuOpen] = useState(false);
  const unread = useUnreadCount(logged);
  const unreadText = formatUnreadBadge(unread);
  // Creators answer projects: finding one is their first action, posting one stays secondary.
  const creator = useIsCreator();

  return (
    <header className={styles.header}>
      <LiveCounters logged={logged} />
      <div className={`container ${styles.bar} ${logged ? styles.loggedBar : ''}`}>
        <Logo />
        <nav aria-label={MSG.nav.discover}>
          <ul className={styles.navLinks}>
            <li>
              <NavLink to="/projects" className={styles.navLink}>
                {MSG.nav.projects}
              </NavLink>
            </li>
            <li>
              <NavLink to="/all-profiles" className={styles.navLink}>
                {MSG.nav.allProfiles}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          {logged ? (
            <>
              <LinkButton to="/my-projects" variant="ghost" className={styles.wide}>
                {MSG.nav.myProjects}
              </LinkButton>
              {creator ? (
                <>
                  <LinkButton to="/create-project" variant="ghost" className={styles.wide}>
                    {MSG.nav.postProject}
                  </LinkButton>
                  <LinkButton to="/projects" size="sm" className={styles.compactCta}>
                    {MSG.nav.findProjects}
                  </LinkButton>
                </>
              ) : (
                <LinkButton to="/create-project" size="sm" className={styles.compactCta}>
                  {MSG.nav.postProject}
                </LinkButton>
              )}
              <Link
                to="/messages"
                className={iconStyles.iconButton}
                aria-label={
                  unreadText ? MSG.nav.unreadLink(unreadText, unread ?? 0) : MSG.nav.messages
                }
              >
                <MessageIcon />
                <UnreadBadge count={unread} />
              </Link>
              <LazyNotificationBell />
            </>
          ) : (
            <>
              <LinkButton to="/connexion" variant="ghost" className={styles.wide}>
                {MSG.nav.login}
              </LinkButton>
              <LinkButton to="/inscription" className={styles.wide}>
                {MSG.nav.signup}
              </LinkButton>
              <LinkButton
                to="/connexion"
                variant="secondary"
                size="sm"
                className={styles.compactCta}
              >
                {MSG.nav.postProject}
              </LinkButton>
            </>
          )}
          <button
            type="button"
            className={iconStyles.iconButton}
            aria-label={MSG.nav.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <BurgerMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}

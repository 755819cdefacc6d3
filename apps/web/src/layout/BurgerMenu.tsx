import { useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '@kollabo/shared';
import { accountLinks } from './AccountSubMenu';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Modal } from '../components/Modal';
import { useAuth } from '../lib/auth';
import { useIsBrand, useIsCreator } from '../features/account/useOwnProfile';
import { SubscriptionBlock } from './SubscriptionBlock';
import styles from './BurgerMenu.module.css';

interface MenuLinkProps {
  to: string;
  label: string;
  onNavigate: () => void;
}

function MenuLink({ to, label, onNavigate }: MenuLinkProps) {
  return (
    <li>
      <Link to={to} className={styles.item} onClick={onNavigate}>
        {label}
      </Link>
    </li>
  );
}

export function BurgerMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { logged, pseudo, logout } = useAuth();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const creator = useIsCreator();
  const brand = useIsBrand();
  const post = <MenuLink to="/create-project" label={MSG.nav.postProject} onNavigate={onClose} />;
  const browse = <MenuLink to="/projects" label={MSG.nav.viewProjects} onNavigate={onClose} />;

  const askLogout = () => {
    onClose(); // the confirmation replaces the drawer
    setConfirmLogout(true);
  };

  return (
    <>
      <Modal open={open} onClose={onClose} title={MSG.nav.menu} variant="drawer">
        {logged ? (
          <nav aria-label={MSG.nav.menu}>
            <ul className={styles.list}>
              {/* A creator finds projects first; an owner posts first (the spec's order). */}
              {creator ? browse : post}
              {creator ? post : browse}
              <MenuLink to="/my-projects" label={MSG.nav.manageProjects} onNavigate={onClose} />
              <MenuLink to="/offers-send" label={MSG.nav.sentOffers} onNavigate={onClose} />
              <MenuLink to="/affiliation" label={MSG.nav.affiliation} onNavigate={onClose} />
              <MenuLink to="/all-profiles" label={MSG.nav.allProfiles} onNavigate={onClose} />
            </ul>
            <SubscriptionBlock onNavigate={onClose} />
            <p className={styles.sectionTitle}>{MSG.nav.myAccount}</p>
            <ul className={styles.list}>
              {accountLinks(pseudo, brand).map((link) => (
                <MenuLink key={link.to} to={link.to} label={link.label} onNavigate={onClose} />
              ))}
            </ul>
            <Button variant="ghost" className={styles.logout} onClick={askLogout}>
              {MSG.nav.logout}
            </Button>
          </nav>
        ) : (
          <nav aria-label={MSG.nav.menu}>
            <ul className={styles.list}>
              <MenuLink to="/" label={MSG.nav.home} onNavigate={onClose} />
              <MenuLink to="/connexion" label={MSG.nav.login} onNavigate={onClose} />
              <MenuLink to="/inscription" label={MSG.nav.signup} onNavigate={onClose} />
              <MenuLink to="/subscription" label={MSG.nav.pricing} onNavigate={onClose} />
              <MenuLink to="/projects" label={MSG.nav.viewProjects} onNavigate={onClose} />
              <MenuLink to="/all-profiles" label={MSG.nav.allProfiles} onNavigate={onClose} />
            </ul>
          </nav>
        )}
      </Modal>
      <ConfirmDialog
        open={confirmLogout}
        title={MSG.nav.logout}
        message={MSG.common.logoutConfirm}
        confirmLabel={MSG.nav.logout}
        danger
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setConfirmLogout(false);
          logout();
        }}
      />
    </>
  );
}

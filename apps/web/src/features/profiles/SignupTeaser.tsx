import { useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '@kollabo/shared';
import { Button, LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { Modal } from '../../components/Modal';
import styles from './Profiles.module.css';

const profileText = MSG.profilePage;

/** What visitors see instead of medias and social networks. */
export function SignupTeaser() {
  const [open, setOpen] = useState(false);
  return (
    <Card as="section" className={styles.teaser} aria-labelledby="teaser-title">
      <h2 id="teaser-title">{profileText.teaserTitle}</h2>
      <p>{profileText.teaserText}</p>
      <Button onClick={() => setOpen(true)}>{profileText.teaserButton}</Button>
      <Modal open={open} onClose={() => setOpen(false)} title={profileText.signupModalTitle}>
        <div className={styles.modalBody}>
          <p className={styles.muted}>{profileText.signupModalText}</p>
          <div className={styles.modalActions}>
            <LinkButton to="/inscription">{profileText.signupModalCta}</LinkButton>
            <Link to="/connexion">{profileText.signupModalLogin}</Link>
          </div>
        </div>
      </Modal>
    </Card>
  );
}

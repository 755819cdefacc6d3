import { pagePath, shownName } from '@kollabo/shared';
import { Link } from 'react-router';
import type { OfferPerson } from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import { ProBadge } from '../../components/Badge';
import { imageUrl } from '../../lib/images';
import styles from './Offers.module.css';

/** Avatar, name (or pseudo) linking to the profile, PRO badge by subscription type. */
export function PersonLine({
  person,
  children,
}: {
  person: OfferPerson;
  children?: React.ReactNode;
}) {
  const label = shownName(person);
  return (
    <div className={styles.person}>
      <Avatar src={imageUrl(person.photo, 'sm')} name={label} size={44} />
      <div>
        <span className={styles.personName}>
          <Link to={pagePath('/profile/:user', { user: person.pseudo })}>{label}</Link>
          <ProBadge type={person.subscription?.type} />
        </span>
        {children}
      </div>
    </div>
  );
}

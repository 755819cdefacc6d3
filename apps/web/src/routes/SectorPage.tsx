import { NavLink, useParams } from 'react-router';
import { MSG, NICHES, nicheSlug, resolveNiche } from '@kollabo/shared';
import { LinkButton } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { getSectorUsers } from '../features/profiles/api';
import { ProfileList } from '../features/profiles/ProfileCard';
import sectorStyles from '../features/profiles/Sector.module.css';
import { useProfileList } from '../features/profiles/useProfileList';
import { usePageMeta } from '../lib/usePageMeta';

const sectorText = MSG.sectorPage;

/** /profile-secteur/{secteur} (public): the 16 niches on the left, the niche's profiles. */
export function SectorPage() {
  const { secteur = '' } = useParams();
  const niche = resolveNiche(secteur);
  usePageMeta(niche ? sectorText.title(niche) : MSG.notFoundPage.title, { noindex: !niche });
  const list = useProfileList(
    ['sector', niche ?? ''],
    async (page, signal) => {
      const reply = await getSectorUsers(niche ?? '', page, signal);
      return { cards: reply.users, hasMore: reply.hasMore };
    },
    Boolean(niche),
  );

  return (
    <div className={`container ${sectorStyles.page}`}>
      <div className={sectorStyles.layout}>
        <nav className={sectorStyles.menu} aria-labelledby="niches-title">
          <h2 id="niches-title">{sectorText.menuTitle}</h2>
          <ul className={sectorStyles.niches}>
            {NICHES.map((item) => (
              <li key={item}>
                <NavLink to={`/profile-secteur/${nicheSlug(item)}`}>{item}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {niche ? (
            <>
              <h1>{sectorText.title(niche)}</h1>
              <p className={sectorStyles.intro}>{sectorText.intro(niche)}</p>
              <ProfileList
                list={list}
                empty={MSG.favourites.emptySector}
                emptyAction={
                  <LinkButton to="/all-profiles" variant="secondary">
                    {sectorText.allProfiles}
                  </LinkButton>
                }
              />
            </>
          ) : (
            <EmptyState message={MSG.favourites.unknownSector} />
          )}
          <div className={sectorStyles.footer}>
            <LinkButton
              to={niche ? `/all-profiles?secteur=${nicheSlug(niche)}` : '/all-profiles'}
              variant="secondary"
            >
              {sectorText.allProfiles}
            </LinkButton>
          </div>
        </div>
      </div>
    </div>
  );
}

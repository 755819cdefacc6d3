import { useEffect, useState } from 'react';
import { MSG } from '@kollabo/shared';
import { LinkButton } from '../components/Button';
import { HeartIcon } from '../components/icons';
import { Input } from '../components/Input';
import { getFavourites } from '../features/profiles/api';
import { ProfileList } from '../features/profiles/ProfileCard';
import { useProfileList } from '../features/profiles/useProfileList';
import { AccountLayout } from '../layout/AccountLayout';
import { usePageMeta } from '../lib/usePageMeta';

const favouritesText = MSG.favouritesPage;

/** /my-favourites (login required): favourite profiles, search, "Afficher plus". */
export function MyFavouritesPage() {
  usePageMeta(favouritesText.title, { noindex: true });
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  const list = useProfileList(['favourites', debounced], async (page, signal) => {
    const reply = await getFavourites(debounced, page, signal);
    return { cards: reply.favorisInfo, hasMore: reply.hasMore };
  });

  return (
    <AccountLayout title={favouritesText.title}>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <Input
          label={<span className="visually-hidden">{favouritesText.searchLabel}</span>}
          type="search"
          placeholder={favouritesText.searchPlaceholder}
          value={search}
          maxLength={50}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      <ProfileList
        list={list}
        empty={MSG.favourites.emptyFavourites}
        emptyIcon={<HeartIcon size={28} />}
        emptyAction={
          <LinkButton to="/all-profiles" variant="secondary">
            {favouritesText.emptyAction}
          </LinkButton>
        }
      />
    </AccountLayout>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, type ProfileReply } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { getInFavourites, inFavouritesKey, profileKey, setFavourite } from './api';

/** "J'aime" / "J'aime déjà" toggle of another user's profile (logged users only). */
export function LikeButton({ pseudo }: { pseudo: string }) {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: inFavouritesKey(pseudo),
    queryFn: ({ signal }) => getInFavourites(pseudo, signal),
  });
  const liked = state.data?.inFavourites ?? false;
  const toggle = useMutation({
    mutationFn: () => setFavourite(pseudo, !liked),
    onSuccess: (reply) => {
      queryClient.setQueryData(inFavouritesKey(pseudo), { inFavourites: reply.inFavourites });
      queryClient.setQueriesData<ProfileReply>({ queryKey: profileKey(pseudo) }, (previous) =>
        previous
          ? {
              profile: {
                ...previous.profile,
                statistique: { ...previous.profile.statistique, inFavorize: reply.inFavorize },
              },
            }
          : previous,
      );
      void queryClient.invalidateQueries({ queryKey: ['favourites'] });
    },
  });
  return (
    <Button
      variant={liked ? 'secondary' : 'primary'}
      aria-pressed={liked}
      busy={toggle.isPending || state.isPending}
      busyLabel={MSG.ui.busy}
      onClick={() => toggle.mutate()}
    >
      <span aria-hidden="true">{liked ? '♥ ' : '♡ '}</span>
      {liked ? MSG.profilePage.liked : MSG.profilePage.like}
      {/* The name starts with the visible text (WCAG 2.5.3), then says what the button does. */}
      <span className="visually-hidden">
        {' : '}
        {liked ? MSG.profilePage.unlikeLabel(pseudo) : MSG.profilePage.likeLabel(pseudo)}
      </span>
    </Button>
  );
}

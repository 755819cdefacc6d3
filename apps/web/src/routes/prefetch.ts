import type { LoaderFunctionArgs } from 'react-router';
import { isTokenShapeValid } from '../lib/auth';
import { queryClient } from '../lib/queryClient';
import { getToken } from '../lib/storage';

// Route loaders that start a page's main API read while its lazy chunk loads, instead of after
// it has loaded and rendered (the read was the last step of the page's waterfall, before its
// Largest Contentful Paint). They put it in the query cache under the page's own key and return
// at once: navigation never waits for the read, and the page finds it there or in flight.
// The queries come through import() so their contracts (and zod) stay out of the entry chunk.

/** What the page's useAuthState().logged reads (lib/auth.ts). */
const loggedNow = () => isTokenShapeValid(getToken());

// A chunk that cannot load is ignored here: the page's own import fails and says so.
const ignore = () => undefined;

// The read's modules. router.tsx asks for them before the page's chunk, so their files come
// first: the browser fetches 6 files at a time on HTTP/1.1 and serves them in the order asked.
export const profileRead = () => import('../features/profiles/api');
export const projectRead = () => import('../features/projects/api');

export function prefetchProfile({ params }: LoaderFunctionArgs) {
  const logged = loggedNow();
  // Not the sections loaded apart (lazySections.tsx): the page asks for them once its
  // presentation is painted; here they arrived while it rendered and delayed that paint.
  profileRead()
    .then(({ profileQuery }) => queryClient.prefetchQuery(profileQuery(params.user ?? '', logged)))
    .catch(ignore);
  return null;
}

export function prefetchProject({ params }: LoaderFunctionArgs) {
  const logged = loggedNow();
  projectRead()
    .then(({ projectDetailQuery }) =>
      queryClient.prefetchQuery(projectDetailQuery(params.id ?? '', logged)),
    )
    // Then a logged user's offers panel, cards and form, loaded apart (offers/lazyParts.tsx);
    // a visitor sees none of them.
    .then(() => (logged ? import('../features/offers/lazyParts') : null))
    .then((parts) =>
      parts
        ? Promise.all([parts.loadOffersPanel(), parts.loadOfferCard(), parts.loadOfferForm()])
        : null,
    )
    .catch(ignore);
  return null;
}

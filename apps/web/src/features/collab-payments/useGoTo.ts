import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** Where a payment step sends the browser: the provider's hosted page (an absolute address) by
 * leaving the app, one of our pages (a path) inside it, every read marked stale first since the
 * step changed what they show (a payment held, an account active). */
export function useGoTo() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) {
      void queryClient.invalidateQueries();
      void navigate(url);
    } else window.location.assign(url);
  };
}

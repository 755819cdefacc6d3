import { useNavigate } from 'react-router';

/** Where a payment step sends the browser: one of our pages (a path) inside the app, the
 * provider's hosted page (an absolute address) by leaving it. */
export function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
    else window.location.assign(url);
  };
}

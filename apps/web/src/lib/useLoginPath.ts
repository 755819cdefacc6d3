import { useLocation } from 'react-router';
import { loginPath } from './nextPath';

/** The login page that comes back to the current page afterwards (a "Se connecter" link). */
export function useLoginPath(): string {
  const location = useLocation();
  return loginPath(`${location.pathname}${location.search}${location.hash}`);
}

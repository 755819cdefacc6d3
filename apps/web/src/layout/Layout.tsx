import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { MSG } from '@kollabo/shared';
import { PresencePing } from '../features/profiles/presence';
import { useAuthState, verifySession } from '../lib/auth';
import { DemoNotice } from './DemoNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { Splash } from './Splash';
import styles from './Layout.module.css';

/** Spec: on load and on every route change the page scrolls to top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Root route element: splash while the token is checked, then header, page, footer. */
export function Layout() {
  const { checking } = useAuthState();
  const navigation = useNavigation();
  useEffect(() => {
    void verifySession();
  }, []);

  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <PresencePing />
      <a className={styles.skip} href="#contenu">
        {MSG.ui.skipToContent}
      </a>
      <Header />
      <DemoNotice />
      <main id="contenu" className={styles.main} aria-busy={navigation.state === 'loading'}>
        {checking ? <Splash /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}

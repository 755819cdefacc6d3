import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { HOME_THEMES, MSG, type Niche } from '@kollabo/shared';
import { LinkButton } from '../../components/Button';
import { Carousel } from '../../components/Carousel';
import { Modal } from '../../components/Modal';
import { setProjectTitle } from '../../lib/storage';
import { useIsCreator } from '../account/useOwnProfile';
import styles from './Home.module.css';

type Theme = (typeof HOME_THEMES)[number];

// One gradient and one line drawing per theme: no external image.
const THEME_ART: Record<Theme, { gradient: string; icon: ReactNode }> = {
  beauté: {
    gradient: 'linear-gradient(140deg, #c2185b, #ff6b57)',
    icon: <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />,
  },
  'bien-être': {
    gradient: 'linear-gradient(140deg, #00796b, #2e9e6a)',
    icon: <path d="M5 19c0-8 6-14 14-14 0 8-6 14-14 14zM5 19l8-8" />,
  },
  sport: {
    gradient: 'linear-gradient(140deg, #c62828, #ef6c00)',
    icon: <path d="M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12" />,
  },
  cuisine: {
    gradient: 'linear-gradient(140deg, #b45309, #d97706)',
    icon: <path d="M8 3v18M5 3v5a3 3 0 0 0 6 0V3M16 21V3c-2 1.5-3 4-3 7s1 4 3 4" />,
  },
  mode: {
    gradient: 'linear-gradient(140deg, #5b3df5, #c026d3)',
    icon: <path d="M12 8a2 2 0 1 1 2-2c0 1-2 1.5-2 3l9 7H3l9-7" />,
  },
  musique: {
    gradient: 'linear-gradient(140deg, #283593, #1565c0)',
    icon: (
      <>
        <path d="M9 18V5l11-2v13" />
        <circle cx="6" cy="18" r="3" />
        <circle cx="17" cy="16" r="3" />
      </>
    ),
  },
};

/** The board's niches of each theme (music has none: it is searched as a word). */
const THEME_NICHES: Record<Theme, Niche[]> = {
  beauté: ['Beauté'],
  'bien-être': ['Santé & Bien être'],
  sport: ['Sport'],
  cuisine: ['Food & Gastronomie'],
  mode: ['Mode femme', 'Mode homme'],
  musique: [],
};

/** A creator's theme card opens the board on the theme's projects. The search helpers (and the
 * contracts, zod) load on the click: a visitor's first download stays light. */
const themeBoardLink = async (theme: Theme) => {
  const secteur = THEME_NICHES[theme];
  const { boardSearch } = await import('../search/queries');
  return `/projects${boardSearch({
    q: secteur.length > 0 ? '' : theme,
    profil: [],
    budget: [],
    secteur,
  })}`;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ThemeCard({
  theme,
  creator,
  onChoose,
}: {
  theme: Theme;
  creator: boolean;
  onChoose: (theme: Theme) => void;
}) {
  const art = THEME_ART[theme];
  return (
    <button
      type="button"
      className={styles.themeCard}
      style={{ backgroundImage: art.gradient }}
      onClick={() => onChoose(theme)}
      aria-label={creator ? MSG.home.themeProjects(theme) : MSG.home.themeAction(theme)}
    >
      <svg
        className={styles.themeIcon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {art.icon}
      </svg>
      <span className={styles.themeName}>{capitalize(theme)}</span>
    </button>
  );
}

/**
 * Theme carousel: a visitor gets the sign-in popup; a logged creator goes to the board on the
 * theme's projects; any other logged user goes to /create-project with the title prefilled for
 * the session.
 */
export function ThemeCarousel({ logged }: { logged: boolean }) {
  const navigate = useNavigate();
  const creator = useIsCreator();
  const [visitorTheme, setVisitorTheme] = useState<Theme | null>(null);

  const choose = (theme: Theme) => {
    if (!logged) {
      setVisitorTheme(theme);
      return;
    }
    if (creator) {
      void themeBoardLink(theme).then((link) => navigate(link));
      return;
    }
    setProjectTitle(MSG.home.themeProjectTitle(theme));
    void navigate('/create-project');
  };

  return (
    <>
      <Carousel
        items={HOME_THEMES}
        getKey={(theme) => theme}
        label={MSG.home.themesCarousel}
        renderItem={(theme) => <ThemeCard theme={theme} creator={creator} onChoose={choose} />}
      />
      <Modal
        open={visitorTheme !== null}
        onClose={() => setVisitorTheme(null)}
        title={MSG.home.themeModalTitle}
        footer={
          <>
            <LinkButton to="/connexion" variant="secondary">
              {MSG.nav.login}
            </LinkButton>
            <LinkButton to="/inscription">{MSG.nav.signup}</LinkButton>
          </>
        }
      >
        <p>{visitorTheme && MSG.home.themeModal(visitorTheme)}</p>
      </Modal>
    </>
  );
}

import { Link } from 'react-router';
import { MSG, NICHES, PRODUCT_NAME, nicheSlug } from '@kollabo/shared';
import styles from './Footer.module.css';

const FOOTER_LINKS = [
  { to: '/projects', label: MSG.nav.viewProjects },
  { to: '/all-profiles', label: MSG.nav.allProfiles },
  { to: '/mentions-legales', label: MSG.footer.legalNotice },
  { to: '/fonctionnement', label: MSG.footer.howItWorks },
  { to: '/politique-de-confidentialite', label: MSG.footer.privacy },
  { to: '/conditions-dutilisation', label: MSG.footer.terms },
  { to: '/subscription', label: MSG.footer.pricing },
  { to: '/nous-contacter', label: MSG.footer.contact },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.brand}>
            <span className={styles.wordmark}>{PRODUCT_NAME}</span>
            <p>{MSG.footer.presentation}</p>
          </div>
          <nav aria-label={PRODUCT_NAME}>
            <ul className={styles.links}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <nav aria-labelledby="footer-niches" className={styles.niches}>
          <h2 id="footer-niches" className={styles.nichesTitle}>
            {MSG.footerNiches.title}
          </h2>
          <ul className={styles.nicheList}>
            {NICHES.map((niche) => (
              <li key={niche}>
                <Link to={`/profile-secteur/${nicheSlug(niche)}`}>{niche}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{MSG.footer.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}

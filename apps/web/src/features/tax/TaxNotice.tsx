import { MSG, TAX_LINKS } from '@kollabo/shared';
import { Card } from '../../components/Card';
import styles from './Tax.module.css';

const taxText = MSG.tax;
// Each obligation's sentence, the URL written after it as a link.
const NOTICE_LINKS = [
  { text: taxText.noticeImpots, url: TAX_LINKS.impots },
  { text: taxText.noticeUrssaf, url: TAX_LINKS.urssaf },
];

/**
 * The notice a platform gives each seller at every transaction (art. 242 bis CGI): her tax and
 * social obligations, with the links to impots.gouv.fr and urssaf.fr; the article beside it.
 */
export function TaxNotice() {
  return (
    <Card as="section" className={styles.section} aria-labelledby="tax-notice">
      <h2 id="tax-notice">{taxText.noticeTitle}</h2>
      <p>{taxText.notice}</p>
      <ul className={styles.links}>
        {NOTICE_LINKS.map(({ text, url }) => (
          <li key={url}>
            {text('')}
            <a href={url} target="_blank" rel="noopener noreferrer">
              {url}
            </a>
          </li>
        ))}
      </ul>
      <p>{taxText.noticeStatement}</p>
      <p className={styles.article}>{taxText.noticeArticle}</p>
    </Card>
  );
}

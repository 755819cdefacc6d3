import { Link } from 'react-router';
import { MSG, formatCents, type TaxDetailsReply } from '@kollabo/shared';
import styles from './Tax.module.css';

const taxText = MSG.tax;

/**
 * "Complétez vos informations fiscales": her transfers wait for her DAC7 details
 * (art. 1649 ter C CGI). `link` leads to the form when it is on another page.
 */
export function TaxMissingBanner({ data, link }: { data: TaxDetailsReply; link: boolean }) {
  if (data.details || !data.isCreator) return null;
  return (
    <div className={styles.missing} role="status">
      <strong>{taxText.missingTitle}</strong>
      <p>
        {data.heldCents > 0
          ? taxText.missingText(formatCents(data.heldCents))
          : taxText.missingNoMoney}
      </p>
      {link && (
        <p>
          <Link to="/recevoir-mes-paiements#infos-fiscales">{taxText.missingLink}</Link>
        </p>
      )}
    </div>
  );
}

import { useState } from 'react';
import { MSG } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { saveBlob } from '../../lib/saveBlob';
import styles from './Security.module.css';

const factorText = MSG.securityPage.factor;

/** The recovery codes, shown once after enabling: copy, download, then "done". */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const asText = [factorText.codesFileTitle, '', ...codes, ''].join('\n');
  const copy = async () => {
    await navigator.clipboard?.writeText(asText).catch(() => undefined);
    setCopied(true);
  };
  const download = () =>
    saveBlob(new Blob([asText], { type: 'text/plain;charset=utf-8' }), factorText.codesFileName);
  return (
    <div className={styles.codesBox}>
      <h3 className={styles.subTitle}>{factorText.codesTitle}</h3>
      <p>{factorText.codesIntro}</p>
      <ul className={styles.codes} aria-label={factorText.codesTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {factorText.copy}
        </Button>
        <Button variant="secondary" onClick={download}>
          {factorText.download}
        </Button>
        <Button onClick={onDone}>{factorText.codesDone}</Button>
      </div>
      {copied && (
        <p role="status" className={styles.muted}>
          {factorText.copied}
        </p>
      )}
    </div>
  );
}

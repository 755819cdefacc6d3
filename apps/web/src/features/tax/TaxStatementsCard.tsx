import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MSG, formatCents } from '@kollabo/shared';
import { Banner, LoadErrorBanner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { QueryState } from '../../components/QueryState';
import { SkeletonCard } from '../../components/Skeleton';
import { isApiError } from '../../lib/api';
import { downloadTaxStatement, getTaxStatements, taxKeys } from './api';
import styles from './Tax.module.css';

const taxText = MSG.tax;

/** The annual statements of gross amounts received (art. 242 bis CGI), one per past year paid. */
export function TaxStatementsCard() {
  const banner = useBanner();
  const [busy, setBusy] = useState<number | null>(null);
  const statements = useQuery({
    queryKey: taxKeys.statements,
    queryFn: ({ signal }) => getTaxStatements(signal),
  });
  const download = async (year: number) => {
    setBusy(year);
    try {
      await downloadTaxStatement(year);
    } catch (error) {
      banner.error(isApiError(error) ? error.message : MSG.common.genericRetry);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card as="section" className={styles.section} aria-labelledby="tax-statements">
      <h2 id="tax-statements">{taxText.statementsTitle}</h2>
      <p className={styles.muted}>{taxText.statementsIntro}</p>
      <Banner message={banner.message} onClear={banner.clear} />
      <QueryState
        query={statements}
        skeleton={<SkeletonCard lines={2} />}
        error={<LoadErrorBanner text={MSG.common.genericRetry} />}
      >
        {(data) =>
          data.statements.length === 0 ? (
            <p>{taxText.statementsEmpty}</p>
          ) : (
            <ul className={styles.statements}>
              {data.statements.map((s) => (
                <li key={s.year} className={styles.statement}>
                  <span>
                    {taxText.statementLine(s.year, formatCents(s.totalCents), s.paymentsCount)}
                  </span>
                  <Button
                    variant="secondary"
                    busy={busy === s.year}
                    disabled={busy !== null}
                    onClick={() => void download(s.year)}
                  >
                    {taxText.statementDownload(s.year)}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, exportIsPending, formatDateTime, type DataExportItem } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { failedWith } from '../../lib/api';
import { saveBlob } from '../../lib/saveBlob';
import { DATA_EXPORT_KEY, downloadExport, latestExport, requestExport } from './dataRightsApi';
import styles from './DataRights.module.css';

const text = MSG.dataRights;

function formatSize(bytes: number): string {
  const mb = bytes / 1_048_576;
  if (mb >= 1) return `${mb.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`;
}

function StatusLine({ item }: { item: DataExportItem }) {
  if (exportIsPending(item.status)) return <p role="status">{text.exportPending}</p>;
  if (item.status === 'failed') return <p role="status">{text.exportFailed}</p>;
  if (item.status === 'expired') return <p role="status">{text.exportExpired}</p>;
  return (
    <>
      <p role="status">{text.exportReady(formatDateTime(item.expiresAt ?? item.createdAt))}</p>
      {item.sizeBytes !== null && (
        <p className={styles.text}>{text.exportSize(formatSize(item.sizeBytes))}</p>
      )}
    </>
  );
}

/** "Exporter mes données" (RGPD art. 15 and 20): ask, follow the preparation, download. */
export function DataExportSection() {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [downloading, setDownloading] = useState(false);
  const query = useQuery({
    queryKey: DATA_EXPORT_KEY,
    queryFn: ({ signal }) => latestExport(signal),
    // While it is being prepared, the status is read again every few seconds.
    refetchInterval: (q) =>
      q.state.data?.export && exportIsPending(q.state.data.export.status) ? 3000 : false,
  });
  const ask = useMutation({
    mutationFn: requestExport,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DATA_EXPORT_KEY }),
    onError: (error) =>
      banner.error(
        failedWith(error, 'export_daily_limit') ? text.exportDailyLimit : MSG.common.network,
      ),
  });
  const item = query.data?.export ?? null;
  const nextAllowedAt = query.data?.nextAllowedAt ?? null;

  const download = async (id: string) => {
    setDownloading(true);
    try {
      const blob = await downloadExport(id);
      saveBlob(blob, `kollabo-mes-donnees-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch (error) {
      banner.error(
        failedWith(error, 'export_expired') ? text.exportGone : text.exportDownloadFailed,
      );
      void queryClient.invalidateQueries({ queryKey: DATA_EXPORT_KEY });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="data-export-title" className={styles.section}>
      <h2 id="data-export-title" className={styles.title}>
        {text.exportTitle}
      </h2>
      <p className={styles.text}>{text.exportIntro}</p>
      <Banner message={banner.message} onClear={banner.clear} />
      {item && (
        <div className={styles.status}>
          <StatusLine item={item} />
          <p className={styles.text}>{text.exportRequestedAt(formatDateTime(item.createdAt))}</p>
        </div>
      )}
      <div className={styles.actions}>
        {item?.status === 'ready' && item.downloadUrl && (
          <Button
            onClick={() => void download(item.id)}
            busy={downloading}
            busyLabel={text.exportDownloading}
          >
            {text.exportDownload}
          </Button>
        )}
        <Button
          variant={item?.status === 'ready' ? 'secondary' : 'primary'}
          onClick={() => ask.mutate()}
          busy={ask.isPending}
          busyLabel={text.exportRequesting}
          disabled={nextAllowedAt !== null || query.isPending}
        >
          {text.exportRequest}
        </Button>
      </div>
      <p className={styles.text}>
        {nextAllowedAt
          ? text.exportNextAllowed(formatDateTime(nextAllowedAt))
          : text.exportOnePerDay}
      </p>
    </Card>
  );
}

import { lazy, Suspense, useState } from 'react';
import { MSG, type NoticeTarget } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';

// The form loads only when someone opens it.
const NoticeModal = lazy(() => import('./NoticeModal').then((m) => ({ default: m.NoticeModal })));

/** "Signaler" on a project, profile, review or message: open to visitors too (DSA art. 16). */
export function NoticeButton({
  target,
  targetLabel,
  label = MSG.notices.report,
  block = false,
}: {
  target: NoticeTarget;
  targetLabel: string;
  label?: string;
  block?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const banner = useBanner();
  return (
    <>
      <Banner message={banner.message} onClear={banner.clear} />
      <Button type="button" variant="ghost" size="sm" block={block} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NoticeModal
            target={target}
            targetLabel={targetLabel}
            open={open}
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              banner.success(MSG.notices.success);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

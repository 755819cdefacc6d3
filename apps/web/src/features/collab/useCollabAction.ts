import { useState } from 'react';
import { MSG, type CollabReply } from '@kollabo/shared';
import type { useBanner } from '../../components/Banner';
import { errorMessage } from './api';

/** A collab form's action: `busy` while it runs, its failure's French message in `error`. */
export function useCollabAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, afterFailure?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, MSG.common.genericRetry));
      afterFailure?.();
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** A collab form's feedback banner, owned by the collab space. */
export type CollabBanner = ReturnType<typeof useBanner>;

/** What each section of the collab space receives. */
export interface CollabSectionProps {
  data: CollabReply;
  banner: CollabBanner;
  onChanged: () => void;
}

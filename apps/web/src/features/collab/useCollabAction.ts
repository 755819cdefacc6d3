import { useState } from 'react';
import { MSG } from '@kollabo/shared';
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

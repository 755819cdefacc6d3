import { useState } from 'react';
import { MSG } from '@kollabo/shared';
import { isApiError } from './api';

/** The French text of a failed call: the server's own (from the shared table), except for the
 * unexplained 500 whose generic text says less than the page's own. */
export const errorMessage = (error: unknown, fallback: string) =>
  isApiError(error) && error.status !== 500 ? error.message : fallback;

/** A form's action: `busy` while it runs, its failure's French message in `error`. */
export function useAction() {
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

import { useEffect, useState } from 'react';
import { LIMITS, isValidPseudo } from '@kollabo/shared';
import { pseudoTest } from './api';

export type PseudoStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'taken';

const DEBOUNCE_MS = 300;

/**
 * Live pseudo check while typing: from 3 characters, accountsApi.pseudoTest.
 * A pseudo the shared rule already refuses is invalid without asking the server; one it
 * accepts and the server refuses is taken (the server applies the same rule).
 * If the check itself fails, the status stays idle and the server decides at sign-up.
 */
export function usePseudoAvailability(pseudo: string): PseudoStatus {
  const [result, setResult] = useState<{ pseudo: string; status: PseudoStatus }>({
    pseudo: '',
    status: 'idle',
  });
  const tooShort = pseudo.length < LIMITS.pseudoMin;
  const locallyInvalid = !tooShort && !isValidPseudo(pseudo);

  useEffect(() => {
    if (tooShort || locallyInvalid) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      pseudoTest(pseudo, controller.signal)
        .then((reply) => setResult({ pseudo, status: reply.valid ? 'valid' : 'taken' }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ pseudo, status: 'idle' });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pseudo, tooShort, locallyInvalid]);

  if (tooShort) return 'idle';
  if (locallyInvalid) return 'invalid';
  return result.pseudo === pseudo ? result.status : 'checking';
}

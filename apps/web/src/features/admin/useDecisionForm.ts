import { useState } from 'react';
import type { z } from 'zod';
import { MSG, type ErrorCode } from '@kollabo/shared';
import { failedWith } from '../../lib/api';
import { fieldErrors } from '../../lib/fieldErrors';

/**
 * The sending of a moderation decision (a notice's, a contest's): the values are checked by the
 * shared schema first (one message per field, nothing sent), then sent; a refusal listed in
 * `explained` shows the server's French text, any other failure the generic one.
 */
export function useDecisionForm<S extends z.ZodType>(
  {
    schema,
    send,
    explained,
  }: {
    schema: S;
    send: (body: z.output<S>) => Promise<unknown>;
    explained: readonly ErrorCode[];
  },
  { onDone, onError }: { onDone: () => void; onError: (message: string) => void },
) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  /** `values`: the form's raw state, as typed (the schema decides what it holds). */
  const submit = async (values: Record<string, string>) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.data);
      onDone();
    } catch (error) {
      onError(failedWith(error, ...explained) ? error.message : MSG.adminNotices.failure);
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, submit };
}

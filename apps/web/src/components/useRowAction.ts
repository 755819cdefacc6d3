import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { useBanner } from './Banner';

/**
 * One action on a row of an admin list (handle a report, retry a mail, disable a coupon…): the
 * row's id is `busy` while it runs, the banner says how it went, and the list is fetched again
 * either way since another admin may have acted on the same row.
 */
export function useRowAction({
  banner,
  queryKey,
  failure,
}: {
  banner: ReturnType<typeof useBanner>;
  /** The lists to fetch again after the action. */
  queryKey: QueryKey;
  /** The banner's text when the action fails. */
  failure: (error: unknown) => string;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (id: string, action: () => Promise<unknown>, success: string) => {
    setBusy(id);
    try {
      await action();
      banner.success(success);
    } catch (error) {
      banner.error(failure(error));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return { busy, run };
}

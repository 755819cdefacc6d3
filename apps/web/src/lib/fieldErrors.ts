import type { z } from 'zod';

/**
 * The first message of each field a form's schema refused (the field is the issue's first path
 * segment), so each input shows one error; `text` may replace a field's message by the form's.
 */
export function fieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  text: (field: F, message: string) => string = (_field, message) => message,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as F;
    found[field] ??= text(field, issue.message);
  }
  return found;
}

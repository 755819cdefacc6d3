import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// axe-core run inside the page (its source injected, nothing downloaded): WCAG 2.1 A/AA and
// best practices, plus label-content-name-mismatch (speech users say what they see: an accessible
// name must contain the visible text). Serious and critical violations fail the journey.

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** The serious and critical violations on the page as it is now, described one per line. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') stays on.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations
    .filter(
      (v) =>
        v.impact === 'serious' ||
        v.impact === 'critical' ||
        v.id === 'landmark-unique' ||
        v.id === 'label-content-name-mismatch',
    )
    .flatMap((v) =>
      v.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')} ${node.html.slice(0, 120)}`,
        ),
    );
}

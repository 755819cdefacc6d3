import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium driven by playwright-core; no test tool downloads a browser.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOT_DIR = path.join(root, 'test-results', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function newContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
}

/** Saves a full-page screenshot under test-results/screenshots as a test artefact. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** How many pixels the page is wider than the viewport (DESIGN.md quality bar: none). */
async function horizontalOverflow(page: Page): Promise<number> {
  // Measured once the web font is in: that is the layout the user keeps.
  return page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth - window.innerWidth;
  });
}

/** The elements reaching past the viewport's right edge, described for a failure message. */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 8)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.className}"> right=${Math.round(box.right)} "${text}"`;
      }),
  );
}

/** Fails with the overflowing elements named, so a layout regression says where it is. */
export async function expectNoOverflow(page: Page, label = page.url()): Promise<void> {
  const overflow = await horizontalOverflow(page);
  if (overflow <= 0) return;
  const culprits = await overflowingElements(page);
  throw new Error(`${label} overflows by ${overflow}px:\n${culprits.join('\n')}`);
}

const SIZES = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;

/** Full page at 390 and 1280 px (`<prefix>-<name>-<width>.png`), checked for overflow. */
export async function pageShots(page: Page, prefix: string, name: string): Promise<void> {
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    // From the top: the sticky header stays where it belongs in the full-page capture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await screenshot(page, `${prefix}-${name}-${label}`);
    await expectNoOverflow(page);
  }
  await page.setViewportSize(DESKTOP);
}

/** One element at 390 and 1280 px, checked for overflow. */
export async function elementShots(
  page: Page,
  selector: string,
  prefix: string,
  name: string,
): Promise<void> {
  // The sticky header would cover the element's top once scrolled to it.
  const header = await page.addStyleTag({ content: 'header { position: static !important; }' });
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page
      .locator(selector)
      .screenshot({ path: path.join(SCREENSHOT_DIR, `${prefix}-${name}-${label}.png`) });
    await expectNoOverflow(page);
  }
  await header.evaluate((style) => (style as Element).remove());
  await page.setViewportSize(DESKTOP);
}

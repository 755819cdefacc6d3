import { chromium } from 'playwright-core';
const base = process.argv[2];
const pages = process.argv.slice(3);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 800 },
    locale: 'fr-FR',
  });
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `/tmp/first-shots/${p.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: width === 390 ? false : true });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();

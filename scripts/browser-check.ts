/**
 * `npm run check:browser`: headless Chromium (Debian's `chromium`, driven by playwright-core)
 * opens Swagger UI at /docs of a freshly started server and finds every operation of the served
 * OpenAPI document listed there, by method and path, scrolling the page as a reader does (Swagger UI
 * renders long lists virtually). Exits 1 naming any it misses.
 *
 * CHROMIUM=/path/to/chromium overrides /usr/bin/chromium.
 */
import { chromium } from 'playwright-core';
import { startLocalServer } from './local-server.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const server = await startLocalServer();
let exitCode = 0;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
try {
  const doc = (await (await fetch(`${server.url}/docs/json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const expected: string[] = [];
  for (const [path, item] of Object.entries<Record<string, unknown>>(doc.paths)) {
    for (const method of Object.keys(item))
      if (METHODS.includes(method)) expected.push(`${method.toUpperCase()} ${path}`);
  }
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(`${server.url}/docs`, { waitUntil: 'load' });
  await page.waitForSelector('.opblock', { timeout: 60_000 });
  // Swagger UI renders a long list virtually (5.x: from 150 tags and operations together, which
  // this document passes): only the operations near the viewport are in the DOM, as a user scrolling
  // the page sees them. So the check scrolls the page from top to bottom, as a reader would, and
  // gathers every operation rendered on the way.
  const listed = new Set<string>();
  for (let step = 0; step < 2_000; step++) {
    const seen: string[] = await page.$$eval('.opblock', (blocks) =>
      blocks.map((b) => {
        const method = b.querySelector('.opblock-summary-method')?.textContent?.trim() ?? '';
        const path = b.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
        return `${method.toUpperCase()} ${path}`;
      }),
    );
    for (const op of seen) listed.add(op);
    // A string, evaluated in the page: this script is type-checked without the DOM library.
    const atBottom = await page.evaluate(`(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.floor(window.innerHeight * 0.7));
      return window.scrollY === before;
    })()`);
    if (atBottom) break;
    // Let the virtualizer render the rows that scrolled into view.
    await page.waitForTimeout(50);
  }
  const shown = listed;
  const missing = expected.filter((op) => !shown.has(op));
  console.log(`/docs lists ${shown.size} operations; the document has ${expected.length}`);
  if (expected.length === 0) problems.push('the served document has no operations');
  if (missing.length > 0) problems.push(`not listed in /docs: ${missing.join(', ')}`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    exitCode = 1;
  }
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
process.exit(exitCode);

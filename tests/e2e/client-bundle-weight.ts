import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

// What a first visit to a page costs in JavaScript: every script the browser receives while the
// page opens in a fresh browser context (empty cache) that carries a signed-in session, each body
// gzipped (node:zlib, default level) and summed. Shared by the budget test
// (client-bundle.test.ts) and the command line:
//   npx tsx tests/e2e/client-bundle-weight.ts http://localhost:3401 [/reports/company]
// (signs in as the demo administrator).

export interface ScriptWeight {
  /** The path of the script, e.g. /assets/index-abc123.js. */
  path: string;
  raw: number;
  gzip: number;
  /** The script index.html loads (the entry chunk). */
  entry: boolean;
  /** Loaded by index.html itself (the entry and the chunks it preloads), before any screen's chunk. */
  initial: boolean;
  body: Buffer;
}

export interface PageWeight {
  scripts: ScriptWeight[];
  /** Sums over `scripts`, in bytes. */
  raw: number;
  gzip: number;
  /** The gzip sum of the scripts index.html loads. */
  initialGzip: number;
}

const isScript = (r: Response) =>
  r.request().resourceType() === 'script' || /javascript/.test(r.headers()['content-type'] ?? '') || new URL(r.url()).pathname.endsWith('.js');

/** Signs in through the login form (the first input is the e-mail) and returns the session's storage state. */
export async function signedInState(browser: Browser, baseUrl: string, email: string, password: string) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.locator('input').first().fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('input[type=password]').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Opens `path` in a fresh context with `storageState` and records every script until `ready`
 * resolves and the network has been idle (the lazily loaded charts included).
 */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  path: string,
  storageState: Awaited<ReturnType<typeof signedInState>>,
  ready: (page: import('playwright-core').Page) => Promise<unknown>,
): Promise<PageWeight> {
  const context = await browser.newContext({ locale: 'en-US', storageState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const bodies: Promise<Omit<ScriptWeight, 'entry' | 'initial'> | null>[] = [];
  let entryPath: string | null = null;
  const initialPaths = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseUrl).origin) return;
    if (response.request().resourceType() === 'document' && url.pathname !== '/login') {
      bodies.push(
        response.text().then(
          (html) => {
            entryPath = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? entryPath;
            for (const m of html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)) initialPaths.add(m[1]!);
            return null;
          },
          () => null,
        ),
      );
      return;
    }
    if (!isScript(response)) return;
    bodies.push(response.body().then((body) => ({ path: url.pathname, raw: body.length, gzip: gzipSync(body).length, body })));
  });
  await page.goto(`${baseUrl}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const seen = (await Promise.all(bodies)).filter((s) => s !== null);
  await context.close();
  // A script fetched twice (it should not be) counts once: the cache would serve the second.
  const scripts = [...new Map(seen.map((s) => [s.path, { ...s, entry: s.path === entryPath, initial: initialPaths.has(s.path) }])).values()].sort(
    (a, b) => Number(b.entry) - Number(a.entry) || Number(b.initial) - Number(a.initial) || b.gzip - a.gzip,
  );
  const sum = (list: ScriptWeight[], key: 'raw' | 'gzip') => list.reduce((n, s) => n + s[key], 0);
  return {
    scripts,
    raw: sum(scripts, 'raw'),
    gzip: sum(scripts, 'gzip'),
    initialGzip: sum(
      scripts.filter((s) => s.initial),
      'gzip',
    ),
  };
}

/** The climate report is on screen: its title and its history chart drawn (the chart library loaded). */
export async function reportReady(page: import('playwright-core').Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.locator('#summary .plot__canvas svg').waitFor({ timeout: 30_000 });
}

/** Kilobytes of 1,000 bytes (the budget's unit). */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function describeWeight(weight: PageWeight): string {
  const label = (s: ScriptWeight) => (s.entry ? 'entry   ' : s.initial ? 'initial ' : '        ');
  const lines = weight.scripts.map((s) => `  ${label(s)}${kb(s.gzip).padStart(9)} gzip ${kb(s.raw).padStart(9)} raw  ${s.path}`);
  return [
    ...lines,
    `  index.html's scripts (entry and preloads): ${kb(weight.initialGzip)} gzip`,
    `  total ${kb(weight.gzip)} gzip, ${kb(weight.raw)} raw (${weight.scripts.length} scripts)`,
  ].join('\n');
}

// Run from the command line against a running server.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [baseUrl = 'http://localhost:3401', path = '/reports/company'] = process.argv.slice(2);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const state = await signedInState(browser, baseUrl, 'admin@demo.clima.test', 'Clima#2026');
    const weight = await measurePage(browser, baseUrl, path, state, reportReady);
    console.log(`JavaScript of ${path}, first visit (signed in, empty cache):\n${describeWeight(weight)}`);
  } finally {
    await browser.close();
  }
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The client loads texts by namespace: the base namespaces before the first render, a screen's own
// with its route (routes/lazy-screens.ts). A screen whose code uses a namespace its route does not
// load would show keys instead of texts, so the code is read here: every namespace a module refers
// to ('reports:…' in a string) must be loaded by the time it can render.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENT = path.join(ROOT, 'client');
const NAMESPACES = readdirSync(path.join(ROOT, 'locales/en-US'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const NS_REFERENCE = new RegExp(`['"\`](${NAMESPACES.join('|')}):`, 'g');

const read = (file: string) => readFileSync(file, 'utf8');
/** Code without comments (which may well mention a namespace). */
const code = (file: string) =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((f) => /\.tsx?$/.test(f) && existsSync(f)) ?? null;
}

/** The modules a module loads with it: static imports and re-exports of values (not `import type`). */
function staticImports(file: string): string[] {
  const out: string[] = [];
  for (const m of code(file).matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[1]) continue;
    const target = resolve(file, m[2]!);
    if (target) out.push(target);
  }
  return out;
}

function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

/** namespace → the modules (relative to client/) that refer to it. */
function namespacesOf(files: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of files) {
    for (const m of code(file).matchAll(NS_REFERENCE)) {
      const users = out.get(m[1]!) ?? [];
      const name = path.relative(CLIENT, file);
      if (!users.includes(name)) users.push(name);
      out.set(m[1]!, users);
    }
  }
  return out;
}

function missing(files: Iterable<string>, loaded: readonly string[]): string[] {
  return [...namespacesOf(files)].filter(([ns]) => !loaded.includes(ns)).map(([ns, users]) => `${ns} (${users.join(', ')})`);
}

const BASE = [...(/BASE_NAMESPACES = \[([^\]]*)\]/.exec(read(path.join(CLIENT, 'lib/i18n.ts')))?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
const ROUTE_FILES = readdirSync(path.join(CLIENT, 'routes'))
  .filter((f) => /\.tsx?$/.test(f) && !f.includes('.lazy.'))
  .map((f) => path.join(CLIENT, 'routes', f));

/** Every lazy screen module of the routes, with the namespaces its route loads beside it. */
const SCREENS = ROUTE_FILES.flatMap((file) =>
  [...code(file).matchAll(/lazyScreens\(\s*\(\) => import\('([^']+)'\),\s*\[([^\]]*)\]\s*\)/g)].map((m) => ({
    route: path.relative(CLIENT, file),
    specifier: m[1]!,
    module: resolve(file, m[1]!)!,
    namespaces: [...m[2]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!),
  })),
);

describe('texts loaded by namespace (client)', () => {
  it('reads the base namespaces and the lazy screens of the routes', () => {
    expect(BASE).toContain('common');
    expect(SCREENS.length).toBeGreaterThan(10);
    for (const s of SCREENS) expect(s.module, s.route).toBeTruthy();
    for (const ns of [...BASE, ...SCREENS.flatMap((s) => s.namespaces)]) expect(NAMESPACES, ns).toContain(ns);
  });

  it('loads every screen module of a route through lazyScreens, with its namespaces', () => {
    const direct = ROUTE_FILES.flatMap((file) => [...code(file).matchAll(/import\('([^']+)'\)/g)].map((m) => `${path.relative(CLIENT, file)}: ${m[1]}`));
    const declared = SCREENS.map((s) => `${s.route}: ${s.specifier}`);
    expect(direct.filter((d) => !declared.includes(d))).toEqual([]);
  });

  it('renders the first screen with the base namespaces only (the entry and everything it imports)', () => {
    expect(missing(closure(path.join(CLIENT, 'main.tsx')), BASE)).toEqual([]);
  });

  for (const screen of SCREENS) {
    it(`${path.relative(CLIENT, screen.module)}: its route loads every namespace its code uses`, () => {
      expect(missing(closure(screen.module), [...BASE, ...screen.namespaces])).toEqual([]);
    });
  }

  it('loads nothing else lazily that shows texts beyond the base namespaces', () => {
    const all = readdirSync(CLIENT, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('routes/'))
      .map((f) => path.join(CLIENT, f));
    // A module that loads namespaces itself (loadNamespaces([...]) in its code) before showing what
    // it imports lazily may use those there too (the shell's billing notices and trial modals).
    const loadedBy = (file: string) => [...code(file).matchAll(/loadNamespaces\(\[([^\]]*)\]\)/g)].flatMap((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!));
    const lazy = all.flatMap((file) =>
      [...code(file).matchAll(/import\('([^']+)'\)/g)]
        .map((m) => resolve(file, m[1]!))
        .filter((f): f is string => f !== null)
        .map((module) => ({ module, loaded: [...BASE, ...loadedBy(file)] })),
    );
    expect(lazy.length).toBeGreaterThan(0);
    for (const { module, loaded } of lazy) expect(missing(closure(module), loaded), path.relative(CLIENT, module)).toEqual([]);
  });
});

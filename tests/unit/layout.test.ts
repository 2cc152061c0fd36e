import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layout the design promises, checked on the source: the server reaches the analytics engine
// through analytics/index.ts only, the engine's files import one another without a cycle (type
// imports included: a cycle of types is a cycle of meaning), and domain/ depends on nothing.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Relative imports of a file (`import … from './x.js'`, `export … from`), resolved to .ts paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)].map((m) => path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, '.ts')));
}

describe('layout', () => {
  it('the server, seeds and client import the analytics engine through analytics/index.ts only', () => {
    const entry = path.join(ROOT, 'analytics', 'index.ts');
    const offenders = ['server', 'seeds', 'client']
      .flatMap((dir) => sources(path.join(ROOT, dir)))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith(path.join(ROOT, 'analytics') + path.sep) && target !== entry)
          .map((target) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`),
      );
    expect(offenders).toEqual([]);
  });

  it('domain/ is pure: it imports nothing but itself', () => {
    const dir = path.join(ROOT, 'domain');
    const outside = sources(dir).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const specifiers = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
      return specifiers
        .filter((s) => !s.startsWith('.') || !path.resolve(path.dirname(file), s).startsWith(dir + path.sep))
        .map((s) => `${path.relative(ROOT, file)} → ${s}`);
    });
    expect(outside).toEqual([]);
  });

  it('the analytics engine has no import cycle', () => {
    const files = sources(path.join(ROOT, 'analytics'));
    const graph = new Map(files.map((f) => [f, importsOf(f).filter((t) => files.includes(t))]));
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next].map((f) => path.relative(ROOT, f)).join(' → '));
        else if (!state.has(next)) visit(next, [...trail, next]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });
});

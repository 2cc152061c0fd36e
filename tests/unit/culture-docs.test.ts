import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, type Block } from '../../client/features/help/markdown.js';
import { CULTURE_PICKS, culturalAlignment, culturalEntropy, cultureBand, ENTROPY_CEILING, maturityLevel, reliabilityOf, type ValueKind } from '../../domain/culture.js';

// "How culture is measured" (domain/CULTURE*.md, /help/culture) says what domain/culture.ts
// computes: its bounds and worked example are checked against the code, and the translations keep
// every section and number of the English source, block by block.
const DOMAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../domain');
const source = (name: string) => readFileSync(path.join(DOMAIN, name), 'utf8');
const english = parseMarkdown(source('CULTURE.md'));
const translations = { 'pt-BR': parseMarkdown(source('CULTURE.pt-BR.md')), 'es-AR': parseMarkdown(source('CULTURE.es-AR.md')) };

function plain(block: Block): string {
  if (block.kind === 'heading') return block.text;
  const inlines = block.kind === 'paragraph' ? block.inlines : block.items.flatMap((i) => i.inlines);
  return inlines.map((i) => i.text).join('');
}
const shape = (blocks: Block[]) => blocks.map((b) => (b.kind === 'list' ? `list[${b.items.length}]` : b.kind === 'heading' ? `h${b.level}` : 'p'));
const numbers = (blocks: Block[]) => blocks.map((b) => (plain(b).match(/\d+/g) ?? []).sort());
const text = english.map(plain).join('\n');

describe('how culture is measured, as the help explains it', () => {
  it('states the bands domain/culture.ts colours by, at their bounds', () => {
    expect(text).toContain(`up to ${CULTURE_PICKS} values`);
    expect(text).toContain(`entropy ÷ ${ENTROPY_CEILING}`);
    expect(text).toMatch(/up to 10%: healthy;\s*above 10% and up to 30%: needs attention;\s*above 30%: serious/);
    expect([10, 10.1, 30, 30.1].map(cultureBand.entropy)).toEqual(['high', 'medium', 'medium', 'low']);
    expect(text).toMatch(/65 and above: strong;\s*35 to 64: partial;\s*below 35: weak/);
    expect([65, 64.9, 35, 34.9].map(cultureBand.alignment)).toEqual(['high', 'medium', 'medium', 'low']);
    expect(text).toMatch(/4 and 5: mature;\s*3: developing;\s*1 and 2: early stage/);
    expect([5, 4, 3, 2, 1].map(cultureBand.maturity)).toEqual(['high', 'high', 'medium', 'low', 'low']);
    expect(text).toMatch(/90 to 100%: very high;\s*75 to 89%: high;\s*50 to 74%: medium;\s*25 to 49%: low;\s*0 to 24%: very low/);
    expect([100, 90, 89.9, 75, 74.9, 50, 49.9, 25, 24.9, 0].map(reliabilityOf)).toEqual([
      'veryHigh',
      'veryHigh',
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
      'veryLow',
      'veryLow',
    ]);
  });

  it("works its example out as the code does: entropy, alignment, maturity and a value's probability", () => {
    const current = new Map(Object.entries({ collaboration: 3, bureaucracy: 2, trust: 2, blame: 1, silos: 1 }));
    const desired = new Map(Object.entries({ innovation: 3, trust: 3, collaboration: 2 }));
    const limiting = new Set(['bureaucracy', 'blame', 'silos']);
    const kind = (id: string): ValueKind => (limiting.has(id) ? 'limiting' : 'positive');
    const entropy = culturalEntropy(current, kind)!;
    const alignment = culturalAlignment(current, desired)!;
    expect(text).toContain(`Entropy: 4 ÷ 9 = ${entropy}% (serious)`);
    expect(text).toContain(`${alignment} (partial)`);
    expect(text).toContain(`= ${maturityLevel(entropy, alignment)} (early stage)`);
    expect(text).toContain('3 ÷ 4 = 75%');
  });

  for (const [language, blocks] of Object.entries(translations)) {
    it(`${language} has every section, paragraph and list item of the English, with its numbers`, () => {
      expect(shape(blocks)).toEqual(shape(english));
      expect(numbers(blocks)).toEqual(numbers(english));
      const same = blocks.filter((b, i) => english[i] && plain(b) === plain(english[i]));
      expect(same.map(plain)).toEqual([]);
    });
  }
});

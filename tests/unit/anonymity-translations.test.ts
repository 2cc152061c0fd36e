import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, type Block } from '../../client/features/help/markdown.js';

// The published anonymity rules exist in three languages and the help screen shows the one of the
// interface: a rule, limit or number changed in the English source without its translations
// fails here, block by block.
const ANALYTICS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../analytics');
const read = (name: string) => parseMarkdown(readFileSync(path.join(ANALYTICS, name), 'utf8'));
const english = read('ANONYMITY.md');
const translations = { 'pt-BR': read('ANONYMITY.pt-BR.md'), 'es-AR': read('ANONYMITY.es-AR.md') };

function plain(block: Block): string {
  if (block.kind === 'heading') return block.text;
  const inlines = block.kind === 'paragraph' ? block.inlines : block.items.flatMap((i) => i.inlines);
  return inlines.map((i) => i.text).join('');
}

/** Headings, paragraphs and lists in order, with each list's markers: the rules' numbering. */
function shape(blocks: Block[]): string[] {
  return blocks.map((b) =>
    b.kind === 'heading' ? `h${b.level}` : b.kind === 'paragraph' ? 'p' : `${b.ordered ? 'ol' : 'ul'}[${b.items.map((i) => i.marker).join(' ')}]`,
  );
}

/** Per block: the code spans (files, settings) and the numbers (k's defaults, minimums, thresholds). */
function facts(blocks: Block[]) {
  return blocks.map((b) => {
    const inlines = b.kind === 'heading' ? [] : b.kind === 'paragraph' ? b.inlines : b.items.flatMap((i) => i.inlines);
    return {
      code: inlines.filter((i) => i.kind === 'code').map((i) => i.text),
      numbers: (plain(b).match(/\d+/g) ?? []).sort(),
    };
  });
}

describe('the anonymity rules in three languages', () => {
  it('the English source has the sections and the numbered rules the help screen shows', () => {
    expect(english[0]).toMatchObject({ kind: 'heading', level: 1 });
    const rules = english.find((b) => b.kind === 'list' && b.ordered);
    expect(rules && rules.kind === 'list' ? rules.items.map((i) => i.marker) : []).toEqual(['1.', '2.', '3.', '4.', '5.', '6.', '7.', '8.', '9.', '10.', '11.']);
    // Every rule opens with its name in bold, which is how a reader finds it.
    if (rules?.kind === 'list') for (const item of rules.items) expect(item.inlines[0]?.kind).toBe('strong');
  });

  for (const [language, blocks] of Object.entries(translations)) {
    it(`${language} has every section, paragraph, list item and rule number of the English`, () => {
      expect(shape(blocks)).toEqual(shape(english));
    });

    it(`${language} keeps every file name, setting and number of the English, block by block`, () => {
      expect(facts(blocks)).toEqual(facts(english));
    });

    it(`${language} is translated, not copied`, () => {
      const same = blocks.filter((b, i) => b.kind !== 'heading' && english[i] && plain(b) === plain(english[i]));
      expect(same.map(plain)).toEqual([]);
      expect(plain(blocks[0]!)).not.toBe(plain(english[0]!));
    });
  }
});

describe("the help screen's Markdown parser", () => {
  it('reads headings, paragraphs, lists with continued lines and inline marks, all as text', () => {
    const blocks = parseMarkdown('# Title\n\nOne *k* and **bold** `a*b*`\nline two.\n\n1. **First.** runs\n   on\n2. Second\n- <script>alert(1)</script>\n');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'One ' },
          { kind: 'em', text: 'k' },
          { kind: 'text', text: ' and ' },
          { kind: 'strong', text: 'bold' },
          { kind: 'text', text: ' ' },
          { kind: 'code', text: 'a*b*' },
          { kind: 'text', text: ' line two.' },
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            marker: '1.',
            inlines: [
              { kind: 'strong', text: 'First.' },
              { kind: 'text', text: ' runs on' },
            ],
          },
          { marker: '2.', inlines: [{ kind: 'text', text: 'Second' }] },
        ],
      },
      { kind: 'list', ordered: false, items: [{ marker: '-', inlines: [{ kind: 'text', text: '<script>alert(1)</script>' }] }] },
    ]);
  });
});

/**
 * The small part of Markdown the published rules use (analytics/ANONYMITY*.md): headings,
 * paragraphs, bulleted and numbered lists whose items may run over indented lines, and inline
 * bold, italic and code. Parsed into plain data, never into HTML, so that the text is rendered by
 * React (escaped) and nothing in a file can inject markup or script.
 */
export type Inline = { kind: 'text' | 'strong' | 'em' | 'code'; text: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: { marker: string; inlines: Inline[] }[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const ITEM = /^(-|\d+\.)\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: { marker: string; lines: string[] }[] } | undefined;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
    if (list) {
      const items = list.items.map((i) => ({ marker: i.marker, inlines: parseInline(i.lines.join(' ')) }));
      blocks.push({ kind: 'list', ordered: list.ordered, items });
    }
    paragraph = [];
    list = undefined;
  };

  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]!.trim() });
    } else if (item) {
      const ordered = item[1] !== '-';
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push({ marker: item[1]!, lines: [item[2]!] });
    } else if (list && /^\s/.test(line)) {
      list.items.at(-1)!.lines.push(line.trim());
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

// Code first, so that asterisks inside code stay literal; then bold before italic.
const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*]+)\*/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'code', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'strong', text: m[2] });
    else out.push({ kind: 'em', text: m[3]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

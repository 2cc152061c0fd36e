import type { Block, Inline } from './markdown';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((part, i) => {
    if (part.kind === 'strong') return <strong key={i}>{part.text}</strong>;
    if (part.kind === 'em') return <em key={i}>{part.text}</em>;
    if (part.kind === 'code') return <code key={i}>{part.text}</code>;
    return part.text;
  });
}

/** Parsed Markdown as React elements: every text goes through React's escaping, none as HTML. */
export function MarkdownView({ blocks, titleId }: { blocks: Block[]; titleId?: string }) {
  return blocks.map((block, i) => {
    if (block.kind === 'heading') {
      const Tag = `h${block.level}` as const;
      return (
        <Tag key={i} id={block.level === 1 ? titleId : undefined}>
          {block.text}
        </Tag>
      );
    }
    if (block.kind === 'paragraph')
      return (
        <p key={i}>
          <Inlines inlines={block.inlines} />
        </p>
      );
    const items = block.items.map((item, j) => (
      <li key={j}>
        <Inlines inlines={item.inlines} />
      </li>
    ));
    return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
  });
}

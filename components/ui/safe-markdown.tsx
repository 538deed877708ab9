import { Fragment, type ReactNode } from 'react';
import { Anchor, Code, List, Text } from '@mantine/core';

// Markdown from the server (a launch error's details, docs/product-rules.md#progress-tracker) rendered as React
// elements: no HTML is ever injected, so whatever the text holds stays text. Supports what error details use:
// paragraphs, bullet and numbered lists, **bold**, *italic*, `code` and [links](https://...) (http and https only),
// underlined: in running text a link must not be told apart by its colour alone.

const INLINE = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return <Code key={i}>{part.slice(1, -1)}</Code>;
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={i}>{part.slice(1, -1)}</em>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const [, label, href] = link;
      return /^https?:\/\//i.test(href ?? '') ? (
        <Anchor key={i} href={href} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
          {label}
        </Anchor>
      ) : (
        <Fragment key={i}>{label}</Fragment>
      );
    }
    return <Fragment key={i}>{part}</Fragment>;
  });
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const last = out[out.length - 1];
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (line === '') out.push({ kind: 'p', lines: [] });
    else if (bullet) {
      if (last?.kind === 'ul') last.items.push(bullet[1]!);
      else out.push({ kind: 'ul', items: [bullet[1]!] });
    } else if (numbered) {
      if (last?.kind === 'ol') last.items.push(numbered[1]!);
      else out.push({ kind: 'ol', items: [numbered[1]!] });
    } else if (last?.kind === 'p') last.lines.push(line.replace(/^#+\s*/, ''));
    else out.push({ kind: 'p', lines: [line.replace(/^#+\s*/, '')] });
  }
  return out.filter((b) => (b.kind === 'p' ? b.lines.length > 0 : b.items.length > 0));
}

export function SafeMarkdown({ children }: { children: string }) {
  return (
    <>
      {blocks(children).map((b, i) =>
        b.kind === 'p' ? (
          <Text key={i} size="sm">
            {inline(b.lines.join(' '))}
          </Text>
        ) : (
          <List key={i} type={b.kind === 'ol' ? 'ordered' : 'unordered'} size="sm">
            {b.items.map((item, j) => (
              <List.Item key={j}>{inline(item)}</List.Item>
            ))}
          </List>
        ),
      )}
    </>
  );
}

import { Fragment, type ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import { LinkifyIt } from 'linkify-it';

// A person's plain text (a brand's or product's description) shown with its paragraphs and its links made safe:
// React text nodes and <a rel="nofollow ugc noopener" target="_blank"> for http(s) links found by linkify-it. Never
// innerHTML, so nothing in the text can become markup.

const linkify = new LinkifyIt();

function withLinks(text: string, keyPrefix: string): ReactNode[] {
  const matches = linkify.match(text) ?? [];
  const out: ReactNode[] = [];
  let last = 0;
  for (const [i, match] of matches.entries()) {
    if (!/^https?:\/\//i.test(match.url)) continue;
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(
      <Anchor key={`${keyPrefix}-${i}`} href={match.url} rel="nofollow ugc noopener" target="_blank" inherit>
        {match.text}
      </Anchor>,
    );
    last = match.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Paragraphs split at blank lines; single line breaks kept inside a paragraph. */
export function SafeText({ text, size }: { text: string; size?: 'sm' | 'md' }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, p) => (
        <Text key={p} fz={size} mb="sm" style={{ overflowWrap: 'anywhere' }}>
          {paragraph.split('\n').map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {withLinks(line, `${p}-${l}`)}
            </Fragment>
          ))}
        </Text>
      ))}
    </>
  );
}

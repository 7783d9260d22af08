import { parse } from 'parse5';

/** An element of a parsed page: its tag, its attributes and all the text inside it. */
export interface HtmlElement {
  tagName: string;
  attrs: Record<string, string>;
  text: string;
}

type Node = {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
};

/** Every element of a page in document order, read the way a browser parses it (parse5), for tests of drawn HTML. */
export function elementsOf(html: string): HtmlElement[] {
  const out: HtmlElement[] = [];
  const textOf = (node: Node): string =>
    node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join('');
  const walk = (node: Node) => {
    if (node.tagName)
      out.push({
        tagName: node.tagName,
        attrs: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])),
        text: textOf(node),
      });
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Node);
  return out;
}

/** A page's head as tests of it read it: its titles, a meta's contents by name or property, canonical and JSON-LD. */
export function headOf(html: string) {
  const els = elementsOf(html);
  const meta = (key: string) =>
    els
      .filter((e) => e.tagName === 'meta' && (e.attrs.name === key || e.attrs.property === key))
      .map((e) => e.attrs.content);
  return {
    els,
    titles: els.filter((e) => e.tagName === 'title').map((e) => e.text),
    meta,
    canonical: els.filter((e) => e.tagName === 'link' && e.attrs.rel === 'canonical').map((e) => e.attrs.href),
    jsonLd: els
      .filter((e) => e.tagName === 'script' && e.attrs.type === 'application/ld+json')
      .map((e) => JSON.parse(e.text) as Record<string, unknown>),
  };
}

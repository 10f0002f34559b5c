import { escapeHtml } from '@lumi/shared';

/**
 * Plain-text editing of the rich-text fields the server sanitises (api-contract §1.9): paragraphs
 * separated by a blank line, lines starting with '• ' or '- ' as a bulleted list.
 */
const BLOCKS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'PRE',
]);

type HtmlNode = { kind: 'text'; text: string } | { kind: 'element'; tag: string; children: HtmlNode[] };

/** Elements that never have content or a closing tag. */
const VOID = new Set(['BR', 'IMG', 'HR', 'WBR', 'INPUT', 'SOURCE']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The element tree of the server's sanitised rich text (well-formed: api-contract §1.9). Written here rather than
 * with DOMParser so the same text comes out in the browser and in the server renderer (ADR 0025).
 */
function parseHtml(html: string): HtmlNode[] {
  const root: HtmlNode[] = [];
  const stack: { tag: string; children: HtmlNode[] }[] = [];
  const children = () => stack[stack.length - 1]?.children ?? root;
  const token = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|[^<]+|</g;
  for (const match of html.matchAll(token)) {
    const [raw, name] = match;
    if (raw.startsWith('<!--')) continue;
    if (!name) {
      children().push({ kind: 'text', text: decodeEntities(raw) });
      continue;
    }
    const tag = name.toUpperCase();
    if (raw.startsWith('</')) {
      const open = stack.map((entry) => entry.tag).lastIndexOf(tag);
      if (open >= 0) stack.length = open;
      continue;
    }
    const element: HtmlNode = { kind: 'element', tag, children: [] };
    children().push(element);
    if (!VOID.has(tag) && !raw.endsWith('/>')) stack.push({ tag, children: element.children });
  }
  return root;
}

/** Every text of the HTML, in order (DOM `textContent`), without DOMParser. */
export function htmlTextContent(html: string): string {
  const collect = (nodes: HtmlNode[]): string =>
    nodes.map((node) => (node.kind === 'text' ? node.text : collect(node.children))).join('');
  return collect(parseHtml(html));
}

export function htmlToPlainText(html: string): string {
  if (!html.trim()) return '';
  const paragraphs: string[] = [];
  let current = '';

  const flush = () => {
    const text = current
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim();
    if (text) paragraphs.push(text);
    current = '';
  };

  const walkAll = (nodes: HtmlNode[]) => {
    let previousElement: string | null = null;
    for (const node of nodes) {
      walk(node, previousElement);
      if (node.kind === 'element') previousElement = node.tag;
    }
  };

  const walk = (node: HtmlNode, previousElement: string | null) => {
    if (node.kind === 'text') {
      current += node.text;
      return;
    }
    if (node.tag === 'BR') {
      current += '\n';
      return;
    }
    if (node.tag === 'LI') {
      flush();
      current = '• ';
      walkAll(node.children);
      const item = current.trim();
      current = '';
      if (item !== '•') {
        const last = paragraphs.length - 1;
        // Items of one list stay together in one block, one per line.
        if (last >= 0 && paragraphs[last]?.startsWith('• ') && previousElement === 'LI') {
          paragraphs[last] = `${paragraphs[last]}\n${item}`;
        } else {
          paragraphs.push(item);
        }
      }
      return;
    }
    const isBlock = BLOCKS.has(node.tag);
    if (isBlock) flush();
    walkAll(node.children);
    if (isBlock) flush();
  };

  walkAll(parseHtml(html));
  flush();
  return paragraphs.join('\n\n');
}

const BULLET = /^\s*(?:•|-|\*)\s+/;

export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => BULLET.test(line))) {
        return `<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(BULLET, ''))}</li>`).join('')}</ul>`;
      }
      return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
    })
    .join('');
}

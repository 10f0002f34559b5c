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

export function htmlToPlainText(html: string): string {
  if (!html.trim()) return '';
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
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

  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      current += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') {
      current += '\n';
      return;
    }
    if (node.tagName === 'LI') {
      flush();
      current = '• ';
      node.childNodes.forEach(walk);
      const item = current.trim();
      current = '';
      if (item !== '•') {
        const last = paragraphs.length - 1;
        // Items of one list stay together in one block, one per line.
        if (
          last >= 0 &&
          paragraphs[last]?.startsWith('• ') &&
          node.previousElementSibling?.tagName === 'LI'
        ) {
          paragraphs[last] = `${paragraphs[last]}\n${item}`;
        } else {
          paragraphs.push(item);
        }
      }
      return;
    }
    const isBlock = BLOCKS.has(node.tagName);
    if (isBlock) flush();
    node.childNodes.forEach(walk);
    if (isBlock) flush();
  };

  doc.body.childNodes.forEach(walk);
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

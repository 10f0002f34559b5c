import sanitizeHtml from 'sanitize-html';

/**
 * Rich-text fields are sanitised on save (api-contract §1.9): headings, paragraphs, lists, emphasis, links
 * (http(s) only, rel="noopener nofollow"), block quotes, and images from our own storage.
 */
export function sanitizeRichText(html: string, options: { uploadsPrefix?: string } = {}): string {
  const prefix = options.uploadsPrefix ?? '/uploads/';
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'blockquote',
      'img',
      'span',
    ],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(prefix),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener nofollow', target: '_blank' },
      }),
    },
  }).trim();
}

import { describe, expect, it } from 'vitest';
import { normaliseEditorHtml, normaliseLinkHref } from './editor-html';

describe('normaliseEditorHtml', () => {
  it('treats an editor with nothing typed as empty', () => {
    expect(normaliseEditorHtml('<p></p>')).toBe('');
    expect(normaliseEditorHtml('<p></p><p><br></p>')).toBe('');
    expect(normaliseEditorHtml('  ')).toBe('');
  });

  it('drops the empty paragraphs left after a last list', () => {
    expect(normaliseEditorHtml('<p>Mô tả</p><ul><li><p>Một</p></li></ul><p></p>')).toBe(
      '<p>Mô tả</p><ul><li><p>Một</p></li></ul>',
    );
  });

  it('keeps empty paragraphs between texts and an image alone', () => {
    expect(normaliseEditorHtml('<p>A</p><p></p><p>B</p>')).toBe('<p>A</p><p></p><p>B</p>');
    expect(normaliseEditorHtml('<img src="/uploads/product/a.webp">')).toBe(
      '<img src="/uploads/product/a.webp">',
    );
  });
});

describe('normaliseLinkHref', () => {
  it.each([
    ['lumi.vn', 'https://lumi.vn'],
    ['  https://lumi.vn/san-pham ', 'https://lumi.vn/san-pham'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['', null],
    ['javascript:alert(1)', null],
    ['mailto:a@b.vn', null],
  ])('%j → %j', (input, output) => {
    expect(normaliseLinkHref(input)).toBe(output);
  });
});

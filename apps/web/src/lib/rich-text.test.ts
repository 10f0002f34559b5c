import { describe, expect, it } from 'vitest';
import { htmlToPlainText, plainTextToHtml } from './rich-text';

describe('rich text ↔ plain text', () => {
  it('turns paragraphs and lists into editable text', () => {
    const html =
      '<p>Bác sĩ <strong>An</strong> có 10 năm kinh nghiệm.</p><ul><li>Điều trị mụn</li><li>Trẻ hóa da</li></ul><p>Dòng 1<br>Dòng 2</p>';
    expect(htmlToPlainText(html)).toBe(
      'Bác sĩ An có 10 năm kinh nghiệm.\n\n• Điều trị mụn\n• Trẻ hóa da\n\nDòng 1\nDòng 2',
    );
  });

  it('turns text back into paragraphs, lists and line breaks, escaping markup', () => {
    expect(plainTextToHtml('Xin chào <b>\n\n- Mụn\n- Nám\n\nA\nB')).toBe(
      '<p>Xin chào &lt;b&gt;</p><ul><li>Mụn</li><li>Nám</li></ul><p>A<br>B</p>',
    );
  });

  it('round-trips what it produces', () => {
    const text = 'Giới thiệu ngắn.\n\n• Một\n• Hai';
    expect(htmlToPlainText(plainTextToHtml(text))).toBe(text);
  });

  it('empty stays empty', () => {
    expect(htmlToPlainText('')).toBe('');
    expect(plainTextToHtml('   ')).toBe('');
  });
});

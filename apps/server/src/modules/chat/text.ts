/**
 * Chat messages are plain text (api-contract §5.4): clients render them as text, never as HTML. What is stored is
 * the text without markup: tag-like sequences (`<script>`, `</b>`, `<!-- -->`, `<img …>`) are removed — repeatedly, so
 * that a tag split around another (`<scr<b>ipt>`) cannot reassemble — while a lone `<` in prose ('x < 3', '<3') is
 * kept. Control characters go (newlines are kept, CR LF and CR become LF), as do the bidirectional overrides that
 * could disguise text. The result is trimmed.
 */
const TAG = /<\/?[a-zA-Z!][^<>]*>/g;
// C0 controls except LF and TAB, DEL and the C1 controls; then the bidi embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export function toPlainText(input: string): string {
  let text = input.replace(/\r\n?/g, '\n');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(TAG, '');
  }
  return text.replace(CONTROL, '').normalize('NFC').trim();
}

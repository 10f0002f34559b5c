/** A CSV cell: text is quoted when needed, numbers are written as they are (1250000, never '1.250.000 ₫'). */
export type CsvCell = string | number | null | undefined;

/** A table ready to save: the header row, the data rows and the file's name. */
export type CsvTable = {
  fileName: string;
  headers: readonly string[];
  rows: readonly (readonly CsvCell[])[];
};

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * Text a spreadsheet would run as a formula gets a leading apostrophe, so an exported customer or product name
 * cannot execute anything (numbers are never touched). A formula starts with '=', '+', '-' or '@' (or their
 * full-width forms '＝', '＋', '－', '＠', which some spreadsheets fold to them), or with a tab or a line break; what
 * a spreadsheet skips before it does not hide it (issue 24): spaces, the no-break space and other Unicode spaces,
 * zero-width characters, the byte order mark and other invisible format characters.
 */
const FORMULA_START = /^[\s\p{Cf}\u00a0\u115f\u1160\u3164\uffa0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/u;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  // RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV text of a table: UTF-8 byte order mark first (so Excel reads Vietnamese), comma separated, CRLF after
 * every row, fields quoted as RFC 4180.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(cellText).join(','));
  return BOM + lines.map((line) => line + CRLF).join('');
}

/** Saves the table as a .csv file through a Blob and a temporary download link. */
export function downloadCsv(table: CsvTable): void {
  const blob = new Blob([toCsv(table.headers, table.rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = table.fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the address after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

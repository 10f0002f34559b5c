import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, toCsv } from './csv';

/** An RFC 4180 reader, written here to prove the text reads back into the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every row with CRLF', () => {
    const text = toCsv(['Tháng', 'Doanh thu'], [['11/2026', 1250000]]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toBe('\uFEFFTháng,Doanh thu\r\n11/2026,1250000\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes numbers raw: no thousands separator, no currency, negatives and decimals as they are', () => {
    const text = toCsv(['a', 'b', 'c', 'd'], [[1250000, -35000, 4.5, 0]]);
    expect(text.split('\r\n')[1]).toBe('1250000,-35000,4.5,0');
  });

  it.each([
    ['Son, dưỡng ẩm', '"Son, dưỡng ẩm"'],
    ['Kem "chống nắng"', '"Kem ""chống nắng"""'],
    ['hai\ndòng', '"hai\ndòng"'],
    ['Sữa rửa mặt', 'Sữa rửa mặt'],
  ])('quotes %j as RFC 4180', (cell, written) => {
    expect(toCsv(['x'], [[cell]])).toBe(`\uFEFFx\r\n${written}\r\n`);
  });

  it.each([
    ['=', '=1+1'],
    ['+', '+84912345678'],
    ['-', '-2+3'],
    ['@', '@SUM(A1)'],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
    ['a line feed', '\n=1+1'],
    ['spaces', '   =1+1'],
    ['a no-break space', '\u00a0=1+1'],
    ['a narrow no-break space', '\u202f+1'],
    ['an ideographic space', '\u3000@x'],
    ['a zero-width space', '\u200b=1+1'],
    ['a zero-width joiner', '\u200d-1'],
    ['a word joiner', '\u2060=1'],
    ['a byte order mark', '\ufeff=1'],
    ['a full-width equals sign', '＝1+1'],
    ['a full-width plus sign', '＋1'],
    ['a full-width hyphen-minus', '－1'],
    ['a full-width commercial at', '＠x'],
    ['a no-break space then a full-width equals sign', '\u00a0＝1+1'],
  ])('defuses a formula behind %s (issue 24)', (_name, cell) => {
    const [, row] = parseCsv(toCsv(['x'], [[cell]]).slice(1));
    expect(row).toEqual([`'${cell}`]);
  });

  it.each([['Kem = dưỡng'], ['Sữa rửa mặt - 100ml'], ['  Serum'], ['\u00a0Toner'], ['email@lumi.vn']])(
    'leaves %j as it is: no formula starts it',
    (cell) => {
      const [, row] = parseCsv(toCsv(['x'], [[cell]]).slice(1));
      expect(row).toEqual([cell]);
    },
  );

  it('leaves empty cells empty and defuses text a spreadsheet would run as a formula', () => {
    const text = toCsv(['a', 'b', 'c'], [[null, undefined, '=HYPERLINK("x")']]);
    expect(text.split('\r\n')[1]).toBe(`,,"'=HYPERLINK(""x"")"`);
  });

  it('reads back into the same cells', () => {
    const headers = ['Sản phẩm', 'Đã bán', 'Thành tiền'];
    const rows = [
      ['Kem dưỡng, 50ml', 12, 1250000],
      ['Son "đỏ"\r\nphiên bản mới', 3, 450000],
      ['', 0, 0],
    ];
    const parsed = parseCsv(toCsv(headers, rows).slice(1));
    expect(parsed).toEqual([headers, ...rows.map((row) => row.map(String))]);
  });
});

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadCsv', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  it('saves a text/csv Blob through a temporary link named as asked', async () => {
    const blobs: Blob[] = [];
    const clicked: { download: string; href: string }[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:lumi/1';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    downloadCsv({ fileName: 'doanh-thu-2026-11.csv', headers: ['Tháng'], rows: [['11/2026']] });
    expect(clicked).toEqual([{ download: 'doanh-thu-2026-11.csv', href: 'blob:lumi/1' }]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blobs[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Tháng\r\n11/2026\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

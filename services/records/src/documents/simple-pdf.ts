/**
 * A small, valid one-page PDF written by hand: the seed writes hundreds of documents (attendance
 * per month, timetables, statements), and this takes microseconds where a PDF library takes
 * milliseconds each. Standard fonts only (Helvetica for text, Courier for tables), so text is
 * kept to Latin-1; anything else is dropped.
 */

export interface PdfDocumentContent {
  /** Document title (PDF metadata) and the heading on the page. */
  title: string;
  /** Shown centred at the top, e.g. the college's name. */
  letterhead: string;
  /** Lines under the heading. */
  paragraphs?: string[];
  /** Fixed-width rows (first row is the header), drawn in Courier so columns line up. */
  table?: string[][];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const MAX_CHARS = 86;

function latin1(text: string): string {
  return [...text].filter((char) => char.codePointAt(0)! <= 0xff).join('');
}

function pdfString(text: string): string {
  return `(${latin1(text)
    .replace(/[\\()]/g, (char) => `\\${char}`)
    .replace(/[\r\n]+/g, ' ')})`;
}

function wrap(text: string, width = MAX_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function tableLines(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const format = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [format(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(format)];
}

/** The page's drawing operators. */
function pageContent(content: PdfDocumentContent): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  const text = (font: string, size: number, x: number, line: string) => {
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(line)} Tj ET`);
  };
  // Helvetica averages about half an em per character: close enough to centre a heading.
  const centred = (font: string, size: number, line: string) =>
    text(font, size, Math.max(MARGIN, Math.round((PAGE_WIDTH - line.length * size * 0.5) / 2)), line);

  centred('F2', 18, content.letterhead);
  y -= 14;
  ops.push(`${MARGIN} ${y} m ${PAGE_WIDTH - MARGIN} ${y} l 1 w S`);
  y -= 30;
  for (const line of wrap(content.title, 60)) {
    centred('F2', 14, line);
    y -= 20;
  }
  y -= 10;
  for (const paragraph of content.paragraphs ?? []) {
    for (const line of wrap(paragraph)) {
      text('F1', 11, MARGIN, line);
      y -= 15;
    }
    y -= 8;
  }
  if (content.table && content.table.length > 0) {
    y -= 6;
    for (const line of tableLines(content.table)) {
      if (y < MARGIN) break;
      text('F3', 9, MARGIN, line);
      y -= 12;
    }
  }
  return ops.join('\n');
}

/** Renders the document as PDF bytes (PDF 1.4, one A4 page). */
export function renderSimplePdf(content: PdfDocumentContent): Buffer {
  const stream = pageContent(content);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents 4 0 R ` +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 7 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(content.title)} /Author ${pdfString(content.letterhead)} /Producer (College portal) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

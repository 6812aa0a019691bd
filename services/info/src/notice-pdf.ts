import type { PDFFont } from 'pdf-lib';

export interface Notice {
  title: string;
  /** Shown as printed on college notices: DD-MM-YYYY. */
  date: string;
  paragraphs: string[];
}

/** Whose notice it is: from the college's settings. */
export interface Letterhead {
  name: string;
  /** The postal address on one line. */
  address: string;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The standard fonts cover Latin-1 only: a name in Devanagari (from the settings) would make
 * pdf-lib throw and stop the seed, so characters they cannot draw are left out of the PDF.
 */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  // The standard fonts have no rupee sign; the notice writes the amount the older way.
  return [...text.replace(/₹/g, 'Rs. ')]
    .filter((char) => supported.has(char.codePointAt(0)!))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A one-page notice on the college letterhead. Standard fonts only, so keep text to Latin-1. */
export async function renderNoticePdf(notice: Notice, letterhead: Letterhead): Promise<Uint8Array> {
  // pdf-lib is loaded only when a notice is written (seeding, a prospectus), not at every start.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(notice.title);
  doc.setAuthor(letterhead.name);
  doc.setSubject('News and notifications');

  const page = doc.addPage([PAGE.width, PAGE.height]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const name = drawable(bold, letterhead.name);
  const textWidth = PAGE.width - 2 * MARGIN;
  const ink = rgb(0.1, 0.1, 0.1);
  let y = PAGE.height - MARGIN;

  const centred = (text: string, font: PDFFont, size: number) => {
    page.drawText(text, { x: (PAGE.width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: ink });
  };

  centred(name, bold, 20);
  y -= 18;
  for (const line of wrap(drawable(regular, letterhead.address), regular, 10, textWidth)) {
    centred(line, regular, 10);
    y -= 13;
  }
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 1, color: ink });
  y -= 28;

  centred('NOTICE', bold, 14);
  const dateText = `Date: ${notice.date}`;
  page.drawText(dateText, {
    x: PAGE.width - MARGIN - regular.widthOfTextAtSize(dateText, 11),
    y: y - 22,
    size: 11,
    font: regular,
    color: ink,
  });
  y -= 52;

  for (const line of wrap(drawable(bold, notice.title), bold, 13, textWidth)) {
    page.drawText(line, { x: MARGIN, y, size: 13, font: bold, color: ink });
    y -= 18;
  }
  y -= 8;

  for (const paragraph of notice.paragraphs) {
    for (const line of wrap(drawable(regular, paragraph), regular, 11, textWidth)) {
      page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: ink });
      y -= 15;
    }
    y -= 9;
  }

  y -= 30;
  const signature = 'Principal';
  page.drawText(signature, {
    x: PAGE.width - MARGIN - bold.widthOfTextAtSize(signature, 11),
    y,
    size: 11,
    font: bold,
    color: ink,
  });
  page.drawText(name, {
    x: PAGE.width - MARGIN - regular.widthOfTextAtSize(name, 11),
    y: y - 15,
    size: 11,
    font: regular,
    color: ink,
  });

  return doc.save();
}

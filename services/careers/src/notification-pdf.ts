import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServicePaths } from '@college/service-kit';
import { formatIndianDate } from '@college/settings/dates';
import { postalAddress } from '@college/settings/format';
import type { CollegeSettings } from '@college/settings/node';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { CAREER_FILES, JOB_PROFILES, NOT_APPLICABLE, NOTIFICATION_PDF_PATH } from './contract';

/** Public documents of this service: served under CAREER_DOCS_PREFIX. */
export const careerDocsFolder = (paths: ServicePaths) => path.join(paths.public, 'docs');

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** The standard fonts draw Latin-1 only; anything else (a Devanagari name) is left out. */
const latin1 = (font: PDFFont, text: string) => {
  const supported = new Set(font.getCharacterSet());
  return [...text].filter((char) => supported.has(char.codePointAt(0)!)).join('');
};

/** Writes lines top-down, wrapping at the margin and starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = A4[1] - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly ink: Color,
  ) {
    this.page = doc.addPage(A4);
  }

  text(text: string, { size = 11, bold = false, centred = false, gap = 4 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const width = A4[0] - 2 * MARGIN;
    const words = latin1(font, text).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const each of lines) {
      if (this.y < MARGIN + size) {
        this.page = this.doc.addPage(A4);
        this.y = A4[1] - MARGIN;
      }
      const x = centred ? (A4[0] - font.widthOfTextAtSize(each, size)) / 2 : MARGIN;
      this.page.drawText(each, { x, y: this.y - size, size, font, color: this.ink });
      this.y -= size + 3;
    }
    this.y -= gap;
  }
}

/** The recruitment notification: posts, dates, interview, what to upload, and how to apply. */
export async function renderNotification(settings: CollegeSettings): Promise<Uint8Array> {
  const { recruitment } = settings;
  // pdf-lib is loaded only when a notification is written (once per data folder), not at every start.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${recruitment.title} - Notification`);
  doc.setAuthor(settings.name);
  const writer = new Writer(
    doc,
    {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    },
    rgb(0.1, 0.1, 0.1),
  );

  writer.text(settings.name, { size: 18, bold: true, centred: true });
  writer.text(postalAddress(settings.address), { size: 10, centred: true, gap: 18 });
  writer.text(`${recruitment.title}: Notification`, { size: 14, bold: true, centred: true, gap: 14 });
  writer.text(
    `Online applications are invited from eligible candidates for the following posts. Applications open on ${formatIndianDate(recruitment.opens)}; the last date to apply is ${formatIndianDate(recruitment.closes)}.`,
    { gap: 10 },
  );
  writer.text('Posts and subjects', { bold: true, size: 12 });
  for (const { profile, subjects } of JOB_PROFILES) {
    const list = subjects[0] === NOT_APPLICABLE ? 'no subject' : subjects.join(', ');
    writer.text(`${profile}: ${list}`);
  }
  writer.text('', { gap: 6 });
  writer.text('Interview', { bold: true, size: 12 });
  writer.text(
    `Interviews will be held on ${formatIndianDate(recruitment.interview.date)} from ${recruitment.interview.time} at the college: ${postalAddress(settings.address)}. Bring the original certificates and a printout of the acknowledgement.`,
    { gap: 10 },
  );
  writer.text('How to apply', { bold: true, size: 12 });
  writer.text(
    `Fill in the Career Form on the college website (Career page, Apply Online). Upload your CV, certificates and experience details as one PDF of at most ${CAREER_FILES.cv.maxBytes / (1024 * 1024)} MB, and a recent colour photograph (JPEG or PNG, face clearly visible) of at most ${CAREER_FILES.photo.maxBytes / 1024} KB. One application per post and subject.`,
    { gap: 10 },
  );
  writer.text(
    `Helplines: ${settings.helplines.admission} (office), ${settings.helplines.technical} (technical help). E-mail: ${settings.contact.email}.`,
    { gap: 24 },
  );
  writer.text('Principal', { bold: true });
  writer.text(settings.name);
  return doc.save();
}

/**
 * Writes the notification unless it is there: on every start, so a fresh data folder gets it and
 * a PDF the college put in its place is kept.
 */
export async function ensureNotification(paths: ServicePaths, settings: CollegeSettings): Promise<void> {
  const folder = careerDocsFolder(paths);
  const file = path.join(folder, path.basename(NOTIFICATION_PDF_PATH));
  try {
    await access(file);
    return;
  } catch {
    // Not there yet.
  }
  await mkdir(folder, { recursive: true });
  await writeFile(file, await renderNotification(settings));
}

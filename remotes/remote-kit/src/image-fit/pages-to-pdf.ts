/** One page of a document: a JPEG and its size in pixels. */
export interface PageImage {
  blob: Blob;
  width: number;
  height: number;
}

/** The pages' pixels are printed at this density: an A4 page fitted at 1240 × 1754 px is A4. */
const PAGE_DPI = 150;
const POINTS_PER_INCH = 72;

/**
 * The photos of a document's pages as one PDF, a page each at its own size. The JPEGs are embedded
 * as they are (no re-encoding), so the PDF is their bytes and a little more. pdf-lib is loaded here,
 * on first use: only applicants who send several photos download it.
 */
export async function pagesToPdf(pages: readonly PageImage[], title: string): Promise<Blob> {
  const { PDFDocument } = await import(/* webpackChunkName: "pages-to-pdf" */ 'pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('College admission form');
  for (const page of pages) {
    const image = await pdf.embedJpg(new Uint8Array(await page.blob.arrayBuffer()));
    const width = (page.width / PAGE_DPI) * POINTS_PER_INCH;
    const height = (page.height / PAGE_DPI) * POINTS_PER_INCH;
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  // No object streams: a plain cross-reference table every PDF reader (and the service's check) reads.
  const bytes = await pdf.save({ useObjectStreams: false });
  return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
}

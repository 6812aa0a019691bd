import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FocusEventHandler, ReactNode, Ref } from 'react';
import { FileInput, formatFileSize, useCatalogue } from '@college/design-system';
import { detectFileKind, type FileKind, SIGNATURE_BYTES } from '@college/service-kit/file-kind';
import { isAcceptedFile } from '../file-rules';
import { useImageCodec } from './codec-context';
import { type DecodedImage, fitDocument, type FittedImage, ImageTooLargeError, isHeic, jpegName } from './fit-image';
import { usePreviewUrl } from './image-fit-input';
import { useFitterInput } from './pending-work';
import { type PageImage, pagesToPdf } from './pages-to-pdf';
import styles from './image-fit-input.module.css';
import messages from './document-fit.messages.json';

/** What the picker offers: a PDF, or any picture (a phone's camera, its gallery), several at once. */
const PICK = 'application/pdf,.pdf,image/*,.jpg,.jpeg,.png,.heic,.heif';
/** A document of more pages than this is not photographed page by page. */
export const MAX_PAGES = 6;
/** What a PDF of n pages adds to its JPEGs (header, page objects, cross-reference table), generously. */
const pdfOverhead = (pages: number) => 4096 + 1024 * pages;

type Problem = 'heic' | 'unreadable' | 'disguised' | 'tooLarge' | 'pdfTooLarge' | 'mixed' | 'tooManyPages';

type DocumentFit =
  | { status: 'empty' }
  | { status: 'working'; pages: number }
  | { status: 'failed'; problem: Problem; claimed?: FileKind; size?: number }
  | {
      status: 'ready';
      file: File;
      /** As chosen (`kept`), one photo fitted (`photo`), or photos made into one PDF (`pages`). */
      made: 'kept' | 'photo' | 'pages';
      /** What the applicant checks before sending: the pages as pictures (none for a PDF kept as it is). */
      previews: PageImage[];
      original: File;
    };

/** What a file's name and type say it is (the picker's choice); the bytes say what it is. */
function claimedKind(file: File): FileKind | undefined {
  if (isAcceptedFile(file, '.pdf,application/pdf')) return 'pdf';
  if (isAcceptedFile(file, '.jpg,.jpeg,image/jpeg')) return 'jpeg';
  if (isAcceptedFile(file, '.png,image/png')) return 'png';
  return undefined;
}

/** The kind its first bytes show: the same rule the service applies when the file arrives. */
async function sniff(file: File): Promise<FileKind | null> {
  return detectFileKind(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
}

class FitProblem extends Error {
  constructor(
    readonly problem: Problem,
    readonly claimed?: FileKind,
    /** The chosen file's size, for a PDF over the limit. */
    readonly size?: number,
  ) {
    super(problem);
  }
}

/**
 * The document input's state. A PDF within the limit, or a JPEG/PNG that fits, is sent as chosen;
 * a larger photo (or a picture of another kind the browser reads) is fitted as an A4 page; several
 * photos become one PDF, each page fitted to its share of the limit. Anything whose bytes are not
 * what its name says, a PDF over the limit, a HEIC photo, is refused at once with what to do instead.
 */
function useDocumentFit(maxBytes: number, title: string, pdfOnly: boolean, onFile: (file: File | undefined) => void) {
  const codec = useImageCodec();
  const [fit, setFit] = useState<DocumentFit>({ status: 'empty' });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const run = useRef(0);
  const report = useRef(onFile);
  useEffect(() => {
    report.current = onFile;
  });

  // A form reset empties the input: the state follows.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const clear = () => {
      run.current += 1;
      setFit({ status: 'empty' });
    };
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  /** One photo decoded, fitted to `budget` and closed again (a 12 MP bitmap is 48 MB). */
  const fitPhoto = useCallback(
    async (file: File, budget: number): Promise<FittedImage> => {
      let image: DecodedImage;
      try {
        image = await codec.decode(file);
      } catch {
        throw new FitProblem(claimedKind(file) ? 'disguised' : 'unreadable', claimedKind(file));
      }
      try {
        return await fitDocument(codec, image, { maxBytes: budget });
      } catch (error) {
        throw error instanceof ImageTooLargeError ? new FitProblem('tooLarge') : new FitProblem('unreadable');
      } finally {
        image.close();
      }
    },
    [codec],
  );

  const prepare = async (files: File[]): Promise<Exclude<DocumentFit, { status: 'empty' | 'working' | 'failed' }>> => {
    if (files.some(isHeic)) throw new FitProblem('heic');
    const kinds = await Promise.all(files.map(sniff));
    // Bytes that claim to be a PDF and are not, or the reverse (an .exe named .pdf), are refused
    // before anything else; a JPEG named .png is only an image, and is read as what it is.
    files.forEach((file, index) => {
      const claimed = claimedKind(file);
      if (claimed && (claimed === 'pdf') !== (kinds[index] === 'pdf')) throw new FitProblem('disguised', claimed);
    });
    const [first] = files as [File];
    if (files.length === 1 && kinds[0] === 'pdf') {
      if (first.size > maxBytes) throw new FitProblem('pdfTooLarge', undefined, first.size);
      return { status: 'ready', file: first, made: 'kept', previews: [], original: first };
    }
    if (kinds.includes('pdf')) throw new FitProblem('mixed');
    if (files.length > MAX_PAGES) throw new FitProblem('tooManyPages');
    // A field that takes only a PDF (a CV) makes one of a single photo too.
    if (files.length === 1 && !pdfOnly) {
      if (first.size <= maxBytes && kinds[0]) {
        // A JPEG or PNG that fits is sent untouched; its preview is the file itself.
        return { status: 'ready', file: first, made: 'kept', previews: [], original: first };
      }
      const fitted = await fitPhoto(first, maxBytes);
      const file = new File([fitted.blob], jpegName(first.name), { type: 'image/jpeg', lastModified: Date.now() });
      return { status: 'ready', file, made: 'photo', previews: [fitted], original: first };
    }
    // Several photos: each page gets its share of the limit; a PDF that still came out larger is made again smaller.
    let budget = Math.floor((maxBytes - pdfOverhead(files.length)) / files.length);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const pages: PageImage[] = [];
      for (const file of files) pages.push(await fitPhoto(file, budget));
      const pdf = await pagesToPdf(pages, title);
      if (pdf.size <= maxBytes) {
        const file = new File([pdf], jpegName(first.name, '.pdf'), {
          type: 'application/pdf',
          lastModified: Date.now(),
        });
        return { status: 'ready', file, made: 'pages', previews: pages, original: first };
      }
      budget = Math.floor(budget * 0.85);
    }
    throw new FitProblem('tooLarge');
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    run.current += 1;
    const ticket = run.current;
    if (files.length === 0) {
      setFit({ status: 'empty' });
      report.current(undefined);
      return;
    }
    setFit({ status: 'working', pages: files.length });
    report.current(undefined);
    try {
      const ready = await prepare(files);
      if (ticket !== run.current) return;
      setFit(ready);
      report.current(ready.file);
    } catch (error) {
      if (ticket !== run.current) return;
      const problem = error instanceof FitProblem ? error : new FitProblem('unreadable');
      setFit({
        status: 'failed',
        problem: problem.problem,
        claimed: problem.claimed,
        size: problem.size,
      });
      report.current(undefined);
    }
  };

  return { fit, inputRef, choose };
}

export interface DocumentFitInputProps {
  id: string;
  name: string;
  label: ReactNode;
  /** The rule as the contract says it ("PDF, JPEG or PNG, at most 1 MB"); the input adds what it does. */
  hint?: ReactNode;
  /** The form's message; a file that cannot be used shows the input's own instead. */
  error?: ReactNode;
  maxBytes: number;
  /** The document's name, written into a PDF made of photos. */
  title: string;
  /** Where to call when a PDF is too large and cannot be photographed. */
  helpPhone: string;
  /** The field takes a PDF only: photos, even one, are made into a PDF (else one photo stays a JPEG). */
  pdfOnly?: boolean;
  required?: boolean;
  /** The file to send (as chosen, fitted, or the PDF of the pages), or undefined. */
  onFile: (file: File | undefined) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A document upload that takes what an applicant has: a PDF, a phone photo of the document, or
 * several photos of its pages (which become one PDF), made to fit the limit on the device, with a
 * preview to check before sending. What cannot be used is said the moment it is chosen.
 */
export function DocumentFitInput({
  id,
  name,
  label,
  hint,
  error,
  maxBytes,
  title,
  helpPhone,
  pdfOnly = false,
  required,
  onFile,
  onBlur,
  ref,
}: DocumentFitInputProps) {
  const { t, text } = useCatalogue(messages);
  const statusId = `${id}-fit-status`;
  const { fit, inputRef, choose } = useDocumentFit(maxBytes, title, pdfOnly, onFile);
  const fitterInput = useFitterInput(choose, inputRef, ref);
  // The limit as the rule says it: "1 MB", not "1.0 MB".
  const limit = formatFileSize(maxBytes).replace(/\.0 /, ' ');
  const note = text(pdfOnly ? 'fitNotePdf' : 'fitNote');

  let status = '';
  if (fit.status === 'working') {
    status = fit.pages > 1 ? text('workingPages', { count: fit.pages }) : text('working', { size: limit });
  } else if (fit.status === 'ready') {
    const size = formatFileSize(fit.file.size);
    const [page] = fit.previews;
    if (fit.made === 'pages') status = text('madePages', { count: fit.previews.length, size });
    else if (fit.made === 'photo' && page)
      status = text('made', {
        size,
        width: page.width,
        height: page.height,
        original: formatFileSize(fit.original.size),
      });
    else
      status =
        fit.file.type === 'application/pdf' || /\.pdf$/i.test(fit.file.name)
          ? text('keptPdf', { size })
          : text('kept', { size });
  }
  const shownError =
    fit.status === 'failed'
      ? text(`problem.${fit.problem}`, {
          claimed: fit.claimed ?? 'other',
          size: formatFileSize(fit.size ?? 0),
          limit,
          phone: helpPhone,
          max: MAX_PAGES,
        })
      : error;
  // A JPEG or PNG sent as chosen is its own preview.
  const previews: Blob[] =
    fit.status !== 'ready'
      ? []
      : fit.previews.length > 0
        ? fit.previews.map((page) => page.blob)
        : fit.file.type.startsWith('image/')
          ? [fit.file]
          : [];

  return (
    <div className={styles.fitter}>
      <FileInput
        id={id}
        name={name}
        label={label}
        hint={hint ? t('withHint', { hint, note }) : note}
        error={shownError}
        accept={PICK}
        multiple
        required={required}
        {...fitterInput}
        onBlur={onBlur}
        aria-describedby={status ? statusId : undefined}
      />
      <p id={statusId} className={styles.status} aria-live="polite">
        {status}
      </p>
      {previews.length > 0 && (
        <div className={styles.pages} role="group" aria-label={text('preview')}>
          {previews.map((blob, index) => (
            <PagePreview
              key={index}
              blob={blob}
              caption={previews.length > 1 ? text('page', { number: index + 1, count: previews.length }) : undefined}
              alt={previews.length > 1 ? text('page', { number: index + 1, count: previews.length }) : text('preview')}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function PagePreview({ blob, caption, alt }: { blob: Blob; caption?: string; alt: string }) {
  const url = usePreviewUrl(blob);
  if (!url) return null;
  return (
    <figure className={styles.page}>
      <img className={styles.preview} data-kind="document" src={url} alt={alt} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

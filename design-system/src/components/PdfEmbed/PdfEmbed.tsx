import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { useCatalogue } from '../../language/catalogue';
import messages from './PdfEmbed.messages.json';
import styles from './PdfEmbed.module.css';

/** Height of the embedded viewer in CSS pixels. */
export const PDF_EMBED_HEIGHT = 500;

interface PdfEmbedOwnProps {
  /** Address of the PDF; also the target of the "Open (PDF)" link shown below the viewer. */
  src: string;
  /** Names the frame for screen readers and the fallback link. */
  title: string;
}

export type PdfEmbedProps = PdfEmbedOwnProps & Omit<ComponentPropsWithRef<'div'>, keyof PdfEmbedOwnProps | 'children'>;

export function PdfEmbed({ src, title, className, ...rest }: PdfEmbedProps) {
  const { text } = useCatalogue(messages);
  const newTabNoteId = useId();
  return (
    <div {...rest} className={cx(styles.pdf, className)}>
      {/* lazy: a PDF is heavy on a slow link; fetch it only when scrolled near. Full width comes from
          the stylesheet: HTML's width attribute takes pixels only, not "100%". */}
      <iframe className={styles.frame} src={src} title={title} height={PDF_EMBED_HEIGHT} loading="lazy" />
      {/* Many phone browsers cannot show PDFs inline, so the link is always visible. */}
      <a className={styles.link} href={src} target="_blank" rel="noopener noreferrer" aria-describedby={newTabNoteId}>
        {text('open', { title })}
      </a>
      <span id={newTabNoteId} hidden>
        {text('newTab')}
      </span>
    </div>
  );
}

import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button, useCatalogue } from '@college/design-system';
import { GALLERY_IMAGE_SIZE, type GalleryImage } from '../gallery';
import messages from '../facilities.messages.json';
import styles from './image-viewer.module.css';

type ImageViewerProps = {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal larger view of one gallery picture. jsdom has no `HTMLDialogElement.showModal`, so this is
 * a role="dialog" with aria-modal: focus moves in on open and stays inside (Tab wraps), the rest of
 * the page is inert, Escape and Close end it. The caller returns focus to a thumbnail.
 */
export function ImageViewer({ images, index, onIndexChange, onClose }: ImageViewerProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { text, lang } = useCatalogue(messages);
  const count = images.length;
  const image = images[index];

  const showPrevious = () => onIndexChange((index - 1 + count) % count);
  const showNext = () => onIndexChange((index + 1) % count);

  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    // Everything else on the page: no focus, no clicks, not read out, no scrolling behind the dialog.
    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element.contains(overlay) || element.hasAttribute('inert') || element.tagName === 'SCRIPT') continue;
      element.setAttribute('inert', '');
      madeInert.push(element);
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      madeInert.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    switch (event.key) {
      case 'ArrowLeft':
        event.preventDefault();
        showPrevious();
        break;
      case 'ArrowRight':
        event.preventDefault();
        showNext();
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onClose();
        break;
      case 'Tab':
        keepFocusInside(event);
        break;
    }
  }

  // A click on the dimmed backdrop (not on the dialog) closes, as people expect of a picture viewer.
  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return createPortal(
    <div ref={overlayRef} className={styles.overlay} onClick={handleBackdropClick}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <div aria-live="polite">
            <h2 id={titleId} className={styles.title}>
              {image.caption[lang]}
            </h2>
            <p className={styles.position}>{text('imageOf', { index: index + 1, count })}</p>
          </div>
          <Button ref={closeRef} variant="outline" size="sm" onClick={onClose}>
            {text('close')}
          </Button>
        </div>

        <div className={styles.figure}>
          <img
            key={image.id}
            className={styles.image}
            src={image.img}
            alt={image.alt[lang]}
            width={GALLERY_IMAGE_SIZE.width * 2}
            height={GALLERY_IMAGE_SIZE.height * 2}
          />
        </div>

        <div className={styles.nav}>
          <Button variant="secondary" onClick={showPrevious}>
            <span aria-hidden="true">←</span> {text('previous')}
          </Button>
          <p className={styles.hint}>{text('hint')}</p>
          <Button variant="secondary" onClick={showNext}>
            {text('next')} <span aria-hidden="true">→</span>
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

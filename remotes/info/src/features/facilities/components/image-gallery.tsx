import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '@college/design-system';
import { GALLERY_IMAGE_SIZE, type GalleryImage } from '../gallery';
import { ImageViewer } from './image-viewer';
import styles from './image-gallery.module.css';

type ImageGalleryProps = {
  images: readonly GalleryImage[];
  /** Leading thumbnails loaded at once; later ones are below the fold on phones. */
  eagerCount?: number;
};

/**
 * Captioned thumbnails; each is a button (named by its picture's alt text, announced as opening a
 * dialog) that opens the larger view. On close, focus goes back to
 * the thumbnail of the picture last shown, so keyboard users carry on from where they were.
 */
export function ImageGallery({ images, eagerCount = 2 }: ImageGalleryProps) {
  const lang = useLanguage();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAfterClose = useRef<number | null>(null);

  useEffect(() => {
    if (openIndex === null && focusAfterClose.current !== null) {
      thumbnails.current[focusAfterClose.current]?.focus();
      focusAfterClose.current = null;
    }
  }, [openIndex]);

  function close() {
    focusAfterClose.current = openIndex;
    setOpenIndex(null);
  }

  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.id}>
            <figure className={styles.figure}>
              <button
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                type="button"
                className={styles.thumbnail}
                aria-haspopup="dialog"
                onClick={() => setOpenIndex(index)}
              >
                <img
                  src={image.img}
                  alt={image.alt[lang]}
                  width={GALLERY_IMAGE_SIZE.width}
                  height={GALLERY_IMAGE_SIZE.height}
                  loading={index < eagerCount ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
              <figcaption className={styles.caption}>{image.caption[lang]}</figcaption>
            </figure>
          </li>
        ))}
      </ul>

      {openIndex !== null && (
        <ImageViewer images={images} index={openIndex} onIndexChange={setOpenIndex} onClose={close} />
      )}
    </>
  );
}

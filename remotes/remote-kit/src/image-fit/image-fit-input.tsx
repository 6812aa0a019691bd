import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FocusEventHandler, ReactNode, Ref } from 'react';
import { FileInput, formatFileSize, type TranslateText, useCatalogue } from '@college/design-system';
import { isAcceptedFile } from '../file-rules';
import { useImageCodec } from './codec-context';
import { useFitterInput } from './pending-work';
import {
  CENTRED,
  type Crop,
  type DecodedImage,
  fitImage,
  IMAGE_SHAPES,
  type ImageKind,
  ImageTooLargeError,
  isHeic,
  jpegName,
} from './fit-image';
import styles from './image-fit-input.module.css';
import messages from './image-fit.messages.json';

type Text = TranslateText<keyof typeof messages.en>;

/** What the picker offers: any image, so that one the browser can read is fitted, and an iPhone photo is explained. */
const PICK = 'image/*,.jpg,.jpeg,.png,.heic,.heif';
/** What is sent as it is, if it already fits. */
const JPEG_OR_PNG = '.jpg,.jpeg,.png,image/jpeg,image/png';
/** A crop change is fitted once the slider rests. */
const CROP_SETTLE_MS = 250;

/** Why a chosen file cannot be used: said in the page's language when shown. */
type Problem = 'heic' | 'unreadable' | 'tooLarge';

type Fit =
  | { status: 'empty' }
  | { status: 'working'; original: File }
  | { status: 'failed'; problem: Problem }
  | {
      status: 'ready';
      original: File;
      originalWidth: number;
      originalHeight: number;
      file: File;
      width: number;
      height: number;
      kept: boolean;
    };

export interface ImageFitInputProps {
  id: string;
  /** The field's name (the form's error summary finds the input by it). */
  name: string;
  /** The required shape: a passport photo (3.5 : 4.5) or a signature (3 : 1). */
  kind: ImageKind;
  label: ReactNode;
  /** The rule as the contract says it ("JPEG or PNG, at most 100 KB"); the fitter adds what it does. */
  hint?: ReactNode;
  /** The form's message for the field; a file that cannot be used shows the fitter's own instead. */
  error?: ReactNode;
  maxBytes: number;
  required?: boolean;
  /** The file to send: the fitted JPEG, the original if it already fits, or undefined. */
  onFile: (file: File | undefined) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

/** An object URL for the preview; a data: URL where there are none (jsdom). */
export function usePreviewUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    let objectUrl: string | undefined;
    try {
      objectUrl = URL.createObjectURL(file);
    } catch {
      objectUrl = undefined;
    }
    if (objectUrl) {
      setUrl(objectUrl);
      return () => URL.revokeObjectURL(objectUrl);
    }
    let live = true;
    const reader = new FileReader();
    reader.onload = () => live && setUrl(String(reader.result));
    reader.readAsDataURL(file);
    return () => {
      live = false;
    };
  }, [file]);
  return url;
}

const percent = (value: number) => Math.round(value * 100);

/**
 * The fitter's state: the chosen image, decoded once, fitted to `kind`'s shape and `maxBytes` (or
 * kept as chosen when it fits already), and fitted again when the crop changes and rests.
 * `onFile` hears every outcome: the file to send, or undefined.
 */
function useImageFit(kind: ImageKind, maxBytes: number, onFile: (file: File | undefined) => void) {
  const codec = useImageCodec();
  const [fit, setFit] = useState<Fit>({ status: 'empty' });
  const [crop, setCrop] = useState<Crop>(CENTRED);
  const [adjustable, setAdjustable] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const image = useRef<DecodedImage | null>(null);
  const original = useRef<File | null>(null);
  const run = useRef(0);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest onFile, for a fit that finishes after a re-render.
  const report = useRef(onFile);
  useEffect(() => {
    report.current = onFile;
  });

  const forget = useCallback(() => {
    run.current += 1;
    clearTimeout(settle.current);
    image.current?.close();
    image.current = null;
    original.current = null;
    setAdjustable(false);
    setCrop(CENTRED);
  }, []);

  useEffect(() => forget, [forget]);

  // A form reset empties the input: the fitter starts again too.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const clear = () => {
      forget();
      setFit({ status: 'empty' });
    };
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, [forget]);

  const fail = (problem: Problem) => {
    setFit({ status: 'failed', problem });
    report.current(undefined);
  };

  /** Fits the decoded image with this crop (or keeps the original when allowed and it fits). */
  const process = async (ticket: number, chosen: File, decoded: DecodedImage, nextCrop: Crop, mayKeep: boolean) => {
    const common = { original: chosen, originalWidth: decoded.width, originalHeight: decoded.height };
    if (mayKeep && chosen.size <= maxBytes && isAcceptedFile(chosen, JPEG_OR_PNG)) {
      setFit({ status: 'ready', ...common, file: chosen, width: decoded.width, height: decoded.height, kept: true });
      report.current(chosen);
      return;
    }
    setFit({ status: 'working', original: chosen });
    try {
      const fitted = await fitImage(codec, decoded, { kind, maxBytes, crop: nextCrop });
      if (ticket !== run.current) return;
      const file = new File([fitted.blob], jpegName(chosen.name), { type: 'image/jpeg', lastModified: Date.now() });
      setFit({ status: 'ready', ...common, file, width: fitted.width, height: fitted.height, kept: false });
      report.current(file);
    } catch (problem) {
      if (ticket !== run.current) return;
      fail(problem instanceof ImageTooLargeError ? 'tooLarge' : 'unreadable');
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    forget();
    const ticket = run.current;
    if (!chosen) {
      setFit({ status: 'empty' });
      report.current(undefined);
      return;
    }
    if (isHeic(chosen)) {
      fail('heic');
      return;
    }
    setFit({ status: 'working', original: chosen });
    let decoded: DecodedImage;
    try {
      decoded = await codec.decode(chosen);
    } catch {
      if (ticket === run.current) fail('unreadable');
      return;
    }
    if (ticket !== run.current) {
      decoded.close();
      return;
    }
    image.current = decoded;
    original.current = chosen;
    setAdjustable(true);
    await process(ticket, chosen, decoded, CENTRED, true);
  };

  const changeCrop = (next: Crop) => {
    setCrop(next);
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const decoded = image.current;
      const chosen = original.current;
      if (!decoded || !chosen) return;
      run.current += 1;
      void process(run.current, chosen, decoded, next, false);
    }, CROP_SETTLE_MS);
  };

  return { fit, crop, adjustable, inputRef, choose, changeCrop };
}

/**
 * A photo or signature input that makes the chosen image fit its upload limit, in the browser: a
 * larger image (or one the browser reads but is not JPEG or PNG) is cropped to the shape, scaled and
 * re-encoded as JPEG until it is small enough, and that file is what the form sends. Shows a preview,
 * the resulting size and the original's, and sliders to move and zoom the crop. An image that fits
 * already is sent as chosen unless the crop is changed. HEIC and unreadable files get an
 * explanation of how to send a JPEG instead.
 */
export function ImageFitInput({
  id,
  name,
  kind,
  label,
  hint,
  error,
  maxBytes,
  required,
  onFile,
  onBlur,
  ref,
}: ImageFitInputProps) {
  const shape = IMAGE_SHAPES[kind];
  const { t, text } = useCatalogue(messages);
  const statusId = `${id}-fit-status`;
  const { fit, crop, adjustable, inputRef, choose, changeCrop } = useImageFit(kind, maxBytes, onFile);
  const fitterInput = useFitterInput(choose, inputRef, ref);
  const preview = usePreviewUrl(fit.status === 'ready' ? fit.file : undefined);
  const status = statusText(fit, kind, maxBytes, text);
  // Advice about iPhone settings only for an iPhone (HEIC) photo; any other unreadable file is told so.
  const shownError = fit.status === 'failed' ? text(`problem.${fit.problem}`, { kind }) : error;

  return (
    <div className={styles.fitter}>
      <FileInput
        id={id}
        name={name}
        label={label}
        hint={
          hint
            ? t('withHint', { hint, note: text('fitNote', { kind, ratio: shape.ratio }) })
            : text('fitNote', { kind, ratio: shape.ratio })
        }
        error={shownError}
        accept={PICK}
        required={required}
        {...fitterInput}
        onBlur={onBlur}
        aria-describedby={status ? statusId : undefined}
      />
      <p id={statusId} className={styles.status} aria-live="polite">
        {status}
      </p>
      {preview && fit.status === 'ready' && (
        <img
          className={styles.preview}
          data-kind={kind}
          src={preview}
          alt={text('preview', { kind })}
          width={fit.width}
          height={fit.height}
        />
      )}
      {adjustable && (
        <CropControls legend={text('adjust', { ratio: shape.ratio })} crop={crop} onChange={changeCrop} text={text} />
      )}
    </div>
  );
}

/** Sliders that zoom the crop and move it across and down the image. */
function CropControls({
  legend,
  crop,
  onChange,
  text,
}: {
  legend: string;
  crop: Crop;
  onChange: (crop: Crop) => void;
  text: Text;
}) {
  const cropId = useId();
  return (
    <fieldset className={styles.crop}>
      <legend className={styles.legend}>{legend}</legend>
      <Slider
        id={`${cropId}-zoom`}
        label={text('zoom')}
        min={100}
        max={300}
        step={10}
        value={percent(crop.zoom)}
        valueText={`${percent(crop.zoom)}%`}
        onChange={(value) => onChange({ ...crop, zoom: value / 100 })}
      />
      <Slider
        id={`${cropId}-x`}
        label={text('moveX')}
        min={0}
        max={100}
        step={5}
        value={percent(crop.x)}
        valueText={placeText(crop.x, 'left', 'right')}
        onChange={(value) => onChange({ ...crop, x: value / 100 })}
      />
      <Slider
        id={`${cropId}-y`}
        label={text('moveY')}
        min={0}
        max={100}
        step={5}
        value={percent(crop.y)}
        valueText={placeText(crop.y, 'top', 'bottom')}
        onChange={(value) => onChange({ ...crop, y: value / 100 })}
      />
    </fieldset>
  );
}

function placeText(value: number, start: string, end: string): string {
  const p = percent(value);
  if (p === 50) return 'centred';
  return p < 50 ? `towards the ${start}, ${p}%` : `towards the ${end}, ${p}%`;
}

function statusText(fit: Fit, kind: ImageKind, maxBytes: number, text: Text): string {
  switch (fit.status) {
    case 'working':
      return text('working', { kind, size: formatFileSize(maxBytes) });
    case 'ready': {
      const ready = text('ready', {
        size: formatFileSize(fit.file.size),
        width: String(fit.width),
        height: String(fit.height),
      });
      if (fit.kept) return text('kept', { ready, kind });
      const original = {
        size: formatFileSize(fit.original.size),
        width: String(fit.originalWidth),
        height: String(fit.originalHeight),
      };
      return text('made', { ready, kind, ...original });
    }
    default:
      return '';
  }
}

function Slider(props: {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  valueText: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.slider}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        aria-valuetext={props.valueText}
        onChange={(event) => props.onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}

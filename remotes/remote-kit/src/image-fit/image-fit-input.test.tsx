import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import sharp from 'sharp';
import { formatFileSize, LanguageProvider } from '@college/design-system';
import { fileOfBytes, phonePhoto, sharpImageCodec, smallImage } from '../testing/sharp-codec';
import { ImageCodecProvider } from './codec-context';
import { ImageFitInput } from './image-fit-input';
import type { ImageKind } from './fit-image';

const KB = 1024;
let phone: File;

beforeAll(async () => {
  const bytes = await phonePhoto();
  expect(bytes.length).toBeGreaterThanOrEqual(3 * KB * KB);
  phone = fileOfBytes(bytes, 'IMG_2041.jpg', 'image/jpeg');
}, 60_000);

/** One fitter in a form, as a remote uses it: what it hands to the form is kept and shown. */
function Harness({ kind, maxBytes, sent }: { kind: ImageKind; maxBytes: number; sent: (File | undefined)[] }) {
  const [file, setFile] = useState<File>();
  return (
    <form aria-label="Test form">
      <ImageFitInput
        id="test-image"
        name="image"
        kind={kind}
        label={kind === 'photo' ? 'Photograph' : 'Signature'}
        hint={`JPEG or PNG, at most ${maxBytes / KB} KB`}
        maxBytes={maxBytes}
        required
        onFile={(chosen) => {
          sent.push(chosen);
          setFile(chosen);
        }}
      />
      <output>{file ? `value: ${file.name} ${file.type} ${file.size}` : 'value: none'}</output>
      <button type="reset">Reset</button>
    </form>
  );
}

function renderFitter(kind: ImageKind, maxBytes: number, lang: 'en' | 'hi' = 'en') {
  const sent: (File | undefined)[] = [];
  render(
    <LanguageProvider lang={lang}>
      <ImageCodecProvider codec={sharpImageCodec}>
        <Harness kind={kind} maxBytes={maxBytes} sent={sent} />
      </ImageCodecProvider>
    </LanguageProvider>,
  );
  const input = screen.getByLabelText(kind === 'photo' ? 'Photograph' : 'Signature');
  return { input, sent, last: () => sent.at(-1) };
}

const sizeOf = async (file: File) => {
  const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

describe('ImageFitInput', { timeout: 60_000 }, () => {
  it.each([
    ['photo', 100, 'Preview of your photo', 413 / 531],
    ['photo', 60, 'Preview of your photo', 413 / 531],
    ['signature', 50, 'Preview of your signature', 3],
  ] as const)(
    'a 3 MB phone JPEG chosen as a %s becomes a JPEG of at most %i KB, cropped to shape, with a preview and its size',
    async (kind, limit, alt, aspect) => {
      const user = userEvent.setup();
      const { input, last } = renderFitter(kind, limit * KB);
      // The limit is told before choosing.
      expect(input).toHaveAccessibleDescription(new RegExp(`at most ${limit} KB`));

      await user.upload(input, phone);

      const preview = await screen.findByRole('img', { name: alt }, { timeout: 30_000 });
      const file = last()!;
      expect(file).toBeInstanceOf(File);
      expect(file.name).toBe('IMG_2041.jpg');
      expect(file.type).toBe('image/jpeg');
      expect(file.size).toBeLessThanOrEqual(limit * KB);
      const real = await sizeOf(file);
      expect(real.format).toBe('jpeg');
      expect(real.width! / real.height!).toBeCloseTo(aspect, 1);
      expect(preview).toHaveAttribute('src');
      // The result and where it came from, tied to the input.
      const ready = `Ready: ${Math.round(file.size / KB)} KB, ${real.width} × ${real.height} px, made from your ${kind} of ${formatFileSize(phone.size)}, 4000 × 3000 px.`;
      expect(screen.getByText(ready)).toBeInTheDocument();
      expect(input).toHaveAccessibleDescription(new RegExp(ready.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      expect(input).not.toHaveAttribute('aria-invalid');
    },
  );

  it('a JPEG or PNG that already fits is sent as chosen; moving the crop fits it to the shape', async () => {
    const user = userEvent.setup();
    const { input, last } = renderFitter('photo', 100 * KB);
    const small = fileOfBytes(await smallImage('png', { width: 600, height: 400 }), 'me.png', 'image/png');
    expect(small.size).toBeLessThan(100 * KB);

    await user.upload(input, small);
    await screen.findByRole('img', { name: 'Preview of your photo' });
    expect(last()).toBe(small);
    expect(
      screen.getByText(/^Ready: \d+ KB, 600 × 400 px\. Your photo already fits, so it is sent as you chose it\.$/),
    ).toBeInTheDocument();

    // The crop (native range inputs: arrow keys in a browser, see the e2e): a zoom step makes it a passport-shaped JPEG.
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    fireEvent.change(zoom, { target: { value: '110' } });
    expect(zoom).toHaveAttribute('aria-valuetext', '110%');
    await waitFor(() => expect(last()?.type).toBe('image/jpeg'));
    expect(last()!.name).toBe('me.jpg');
    const real = await sizeOf(last()!);
    expect(real.width! / real.height!).toBeCloseTo(35 / 45, 1);
    expect(screen.getByRole('slider', { name: 'Move left or right' })).toHaveAttribute('aria-valuetext', 'centred');
    expect(screen.getByRole('slider', { name: 'Move up or down' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/^Ready: .*made from your photo of \d+ KB, 600 × 400 px\.$/)).toBeInTheDocument(),
    );
  });

  it('an iPhone HEIC photo is refused with how to send a JPEG instead, on the field', async () => {
    const user = userEvent.setup();
    const { input, last } = renderFitter('photo', 100 * KB);
    await user.upload(input, new File([new Uint8Array(2 * KB * KB)], 'IMG_0001.HEIC', { type: 'image/heic' }));

    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/This photo is a HEIC picture \(as iPhones save them\)/);
    expect(input).toHaveAccessibleDescription(/Settings › Camera › Formats.*Most Compatible/);
    expect(last()).toBeUndefined();
    expect(screen.queryByRole('img', { name: 'Preview of your photo' })).not.toBeInTheDocument();
  });

  it('a file that is not a readable picture is told so, with no iPhone advice', async () => {
    const user = userEvent.setup();
    const { input, last } = renderFitter('signature', 50 * KB);
    await user.upload(input, new File(['not a picture'], 'sign.jpg', { type: 'image/jpeg' }));
    // Wait for the message itself: the required field is already invalid while the file is being read.
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        /This file could not be read as a picture\. Please choose a JPEG or PNG picture of your signature/,
      ),
    );
    expect(input).not.toHaveAccessibleDescription(/iPhone|HEIC|Settings/);
    expect(input).toBeInvalid();
    expect(last()).toBeUndefined();
  });

  it('says each problem in Hindi on a Hindi page: HEIC advice for a HEIC photo only', async () => {
    // As a phone's "all files" picker allows: the input's accept list is a hint, not a fence.
    const user = userEvent.setup({ applyAccept: false });
    const { input } = renderFitter('photo', 100 * KB, 'hi');
    await user.upload(input, new File([new Uint8Array(KB)], 'IMG_0002.HEIC', { type: 'image/heic' }));
    expect(input).toHaveAccessibleDescription(/यह फोटो HEIC चित्र है \(जैसे iPhone सहेजता है\)/);
    await user.upload(input, new File(['MZ\x90\x00 not a picture'], 'setup.exe', { type: 'application/octet-stream' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/यह फ़ाइल चित्र के रूप में पढ़ी नहीं जा सकी। कृपया अपनी फोटो JPEG या PNG में चुनें/),
    );
    expect(input).not.toHaveAccessibleDescription(/iPhone|HEIC|Settings/);
  });

  it('a form reset empties the fitter', async () => {
    const user = userEvent.setup();
    const { input } = renderFitter('photo', 100 * KB);
    await user.upload(input, fileOfBytes(await smallImage('jpeg'), 'me.jpg', 'image/jpeg'));
    await screen.findByRole('img', { name: 'Preview of your photo' });
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('img', { name: 'Preview of your photo' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Ready:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Zoom' })).not.toBeInTheDocument();
  });
});

import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { LanguageProvider } from '@college/design-system';
import { fileOfBytes, imageInfo, phonePhoto, sharpImageCodec } from '../testing/sharp-codec';
import { ImageCodecProvider } from './codec-context';
import { DocumentFitInput } from './document-fit-input';

const KB = 1024;
const MB = 1024 * KB;
const LIMIT = 1 * MB;
let camera: File;
let sideways: File;

beforeAll(async () => {
  // A 12-megapixel camera photo of a marksheet, as a phone saves it: some 9 MB.
  const bytes = await phonePhoto({ width: 4032, height: 3024, quality: 98, sigma: 42 });
  expect(bytes.length).toBeGreaterThan(8.5 * MB);
  camera = fileOfBytes(bytes, 'IMG_3001.jpg', 'image/jpeg');
  // The same kind of photo held upright: stored wide, with EXIF orientation 6 (turn a quarter clockwise).
  const wide = await phonePhoto({ width: 2000, height: 1500, quality: 98, sigma: 42 });
  sideways = fileOfBytes(
    await sharp(wide).withMetadata({ orientation: 6 }).jpeg({ quality: 98 }).toBuffer(),
    'IMG_3002.jpg',
    'image/jpeg',
  );
}, 60_000);

function Harness({ sent }: { sent: (File | undefined)[] }) {
  const [file, setFile] = useState<File>();
  return (
    <form aria-label="Test form">
      <DocumentFitInput
        id="test-doc"
        name="doc"
        label="High School Marksheet"
        hint="PDF, JPEG or PNG, at most 1 MB"
        maxBytes={LIMIT}
        title="High School Marksheet"
        helpPhone="+91 91234 50001"
        required
        onFile={(chosen) => {
          sent.push(chosen);
          setFile(chosen);
        }}
      />
      <output>{file ? `value: ${file.name} ${file.type}` : 'value: none'}</output>
    </form>
  );
}

function renderInput(lang: 'en' | 'hi' = 'en') {
  const sent: (File | undefined)[] = [];
  render(
    <LanguageProvider lang={lang}>
      <ImageCodecProvider codec={sharpImageCodec}>
        <Harness sent={sent} />
      </ImageCodecProvider>
    </LanguageProvider>,
  );
  const input = screen.getByLabelText('High School Marksheet');
  return { input, sent, last: () => sent.at(-1), user: userEvent.setup({ applyAccept: false }) };
}

const pdfOf = (text: string, size: number) =>
  new File([`%PDF-1.4\n${text}`.padEnd(size, ' ')], 'marksheet.pdf', { type: 'application/pdf' });

describe('DocumentFitInput', () => {
  it('fits a 9 MB camera photo as a readable A4 page under 1 MB, and shows it before it is sent', async () => {
    const { input, last, user } = renderInput();
    expect(input).toHaveAccessibleDescription(/photograph the document with your phone/);
    await user.upload(input, camera);
    await waitFor(() => expect(last()).toBeInstanceOf(File), { timeout: 30_000 });
    const sent = last()!;
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('IMG_3001.jpg');
    expect(sent.size).toBeLessThanOrEqual(LIMIT);
    // A4 at about 150 dpi, in the photo's own orientation: 1653 × 1240 from 4032 × 3024.
    expect(await imageInfo(sent)).toEqual({ format: 'jpeg', width: 1653, height: 1240 });
    expect(input).toHaveAccessibleDescription(
      /Ready: .* KB, 1653 × 1240 px, made from your photo of 9\.\d MB\. Check in the preview below/,
    );
    const preview = screen.getByRole('group', { name: 'Preview of your document' });
    expect(within(preview).getByRole('img', { name: 'Preview of your document' })).toBeInTheDocument();
  }, 60_000);

  it('turns a photo upright by its EXIF orientation', async () => {
    const { input, last, user } = renderInput();
    await user.upload(input, sideways);
    await waitFor(() => expect(last()).toBeInstanceOf(File), { timeout: 30_000 });
    const { width, height } = await imageInfo(last()!);
    expect(height).toBeGreaterThan(width!);
  }, 60_000);

  it('makes several photos of the pages into one PDF within the limit, a page each, each shown', async () => {
    const { input, last, user } = renderInput();
    const back = fileOfBytes(Buffer.from(await camera.arrayBuffer()), 'IMG_3003.jpg', 'image/jpeg');
    await user.upload(input, [camera, back]);
    await waitFor(() => expect(last()).toBeInstanceOf(File), { timeout: 60_000 });
    const sent = last()!;
    expect(sent.type).toBe('application/pdf');
    expect(sent.name).toBe('IMG_3001.pdf');
    expect(sent.size).toBeLessThanOrEqual(LIMIT);
    const pdf = await PDFDocument.load(await sent.arrayBuffer());
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe('High School Marksheet');
    expect(input).toHaveAccessibleDescription(/Ready: one PDF of 2 pages, .*, made from your photos/);
    const preview = screen.getByRole('group', { name: 'Preview of your document' });
    expect(within(preview).getByRole('img', { name: 'Page 1 of 2' })).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'Page 2 of 2' })).toBeInTheDocument();
  }, 120_000);

  it('sends a PDF within the limit as chosen', async () => {
    const { input, last, user } = renderInput();
    const pdf = pdfOf('small', 200 * KB);
    await user.upload(input, pdf);
    await waitFor(() => expect(last()).toBe(pdf));
    expect(input).toHaveAccessibleDescription(/Ready: your PDF of 200 KB is sent as you chose it/);
    expect(screen.queryByRole('group', { name: 'Preview of your document' })).not.toBeInTheDocument();
  });

  it('says at once what to do with a PDF over the limit, and sends nothing', async () => {
    const { input, last, user } = renderInput();
    await user.upload(input, pdfOf('scan', 12 * MB));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        /This PDF is 12\.0 MB; at most 1 MB can be sent\. Please photograph the pages .* or call the college's help line on \+91 91234 50001/,
      ),
    );
    expect(last()).toBeUndefined();
    expect(input).toBeInvalid();
  });

  it('refuses, when chosen, a file whose bytes are not what its name says', async () => {
    const { input, last, user } = renderInput();
    await user.upload(input, new File(['MZ\x90\x00 program'], 'marksheet.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/This file is not really a PDF: its contents do not match its name/),
    );
    await user.upload(input, new File(['MZ\x90\x00 program'], 'marksheet.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/This file is not really a JPEG/));
    await user.upload(input, new File(['MZ\x90\x00 program'], 'setup.exe', { type: 'application/octet-stream' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/This file could not be read\. Please choose a PDF/));
    expect(last()).toBeUndefined();
  });

  it('explains HEIC, too many pages, and a PDF mixed with photos', async () => {
    const { input, user } = renderInput();
    await user.upload(input, new File([new Uint8Array(3 * MB)], 'IMG_3004.HEIC', { type: 'image/heic' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/HEIC picture .*Most Compatible/));
    const photos = Array.from({ length: 7 }, (_, i) => new File(['\xff\xd8\xff'], `p${i}.jpg`, { type: 'image/jpeg' }));
    await user.upload(input, photos);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Choose at most 6 photos/));
    await user.upload(input, [pdfOf('a', 10 * KB), camera]);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Choose either one PDF, or photos of the pages/));
  });

  it('says it all in Hindi on a Hindi page', async () => {
    const { input, user } = renderInput('hi');
    expect(input).toHaveAccessibleDescription(/दस्तावेज़ की फोटो अपने फ़ोन से ले सकते हैं/);
    await user.upload(input, pdfOf('scan', 3 * MB));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/यह PDF 3\.0 MB की है; अधिकतम 1 MB भेजी जा सकती है/));
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/यह फ़ाइल पढ़ी नहीं जा सकी/));
    expect(input).not.toHaveAccessibleDescription(/iPhone|could not/);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { SAMARTH_PATH, SAMARTH_SUCCESS_MESSAGE } from '@college/info-service/contract';
import {
  deferred,
  expectErrorSummary,
  fieldErrorsReply,
  renderFormPage,
  stubFetch,
  SAMPLE_REFERENCE,
  successReply,
  toastsWithRole,
} from '../../testing/form-testing';
import SamarthPortalPage from './samarth-portal-page';

const ONE_MB = 1024 * 1024;
// What each field says when left empty, written out.
const MISSING_UHI = /Enter your UHI number/;
const MISSING_ADMISSION = /Enter your admission number/;
const MISSING_FILE = /Upload your Samarth portal registration \(a photo or a scan\)/;

function file(name: string, bytes: number, type: string) {
  return new File([new Uint8Array(bytes)], name, { type });
}

function setup({ applyAccept = true } = {}) {
  const { user } = renderFormPage(SamarthPortalPage, {
    path: '/samarthPortal',
    title: 'Samarth Portal Verification',
    applyAccept,
  });
  const form = screen.getByRole('form', { name: 'Samarth portal verification form' });
  const uhi = within(form).getByLabelText('UHI Number');
  const admission = within(form).getByLabelText('Admission Number');
  const upload = within(form).getByLabelText('Upload Document') as HTMLInputElement;
  const submit = within(form).getByRole('button', { name: 'Submit' });
  const fillText = async () => {
    await user.type(uhi, 'UHI-7788-1234');
    await user.type(admission, 'BSC-2025-0077');
  };
  return { user, form, uhi, admission, upload, submit, fillText };
}

afterEach(() => vi.unstubAllGlobals());

// Generous timeout: this machine's 2 cores are shared with other builds, and userEvent runs in real time.
describe('Samarth Portal Verification page', { timeout: 30_000 }, () => {
  it('has the title, the two numbers and a file field that says which files it takes', () => {
    stubFetch(() => successReply(SAMARTH_SUCCESS_MESSAGE));
    const { uhi, admission, upload } = setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Samarth Portal Verification' })).toBeInTheDocument();
    expect(uhi).toBeRequired();
    expect(admission).toBeRequired();
    expect(upload).toBeRequired();
    expect(upload).toHaveAttribute('type', 'file');
    expect(upload.accept.split(',')).toEqual(expect.arrayContaining(['.jpg', '.jpeg', '.png', '.pdf']));
    expect(upload).toHaveAccessibleDescription('JPEG, PNG or PDF, at most 1 MB');
  });

  it('on an empty submit asks for every value under its field and in a focused error summary, and sends nothing', async () => {
    const fetchMock = stubFetch(() => successReply(SAMARTH_SUCCESS_MESSAGE));
    const { user, form, uhi, admission, upload, submit } = setup();

    await user.click(submit);

    const missing = [
      { field: uhi, label: 'UHI Number', message: MISSING_UHI },
      { field: admission, label: 'Admission Number', message: MISSING_ADMISSION },
      { field: upload, label: 'Upload Document', message: MISSING_FILE },
    ];
    for (const { field, message } of missing) {
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(field).toBeInvalid();
    }
    const links = await expectErrorSummary(
      form,
      missing.map(({ label, message }) => ({ label, message })),
    );
    await user.click(links[2]);
    expect(upload).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('re-validates on change: typing or choosing a file clears that message', async () => {
    stubFetch(() => successReply(SAMARTH_SUCCESS_MESSAGE));
    const { user, uhi, admission, upload, submit } = setup();

    await user.click(submit);
    await waitFor(() => expect(upload).toHaveAccessibleDescription(MISSING_FILE));

    await user.type(uhi, 'U');
    await waitFor(() => expect(uhi).not.toHaveAccessibleDescription(MISSING_UHI));
    await user.upload(upload, file('scan.png', 2048, 'image/png'));
    await waitFor(() => expect(upload).not.toHaveAccessibleDescription(MISSING_FILE));
    expect(admission).toHaveAccessibleDescription(MISSING_ADMISSION);
  });

  it('refuses a file over 1 MB under the file field and in the summary, without sending', async () => {
    const fetchMock = stubFetch(() => successReply(SAMARTH_SUCCESS_MESSAGE));
    const { user, form, upload, submit, fillText } = setup();

    await fillText();
    await user.upload(upload, file('scan.pdf', ONE_MB + 1, 'application/pdf'));
    await user.click(submit);

    await waitFor(() => expect(upload).toHaveAccessibleDescription(/File must be at most 1 MB/));
    await expectErrorSummary(form, [{ label: 'Upload Document', message: /File must be at most 1 MB/ }]);
    expect(fetchMock).not.toHaveBeenCalled();

    // Exactly 1 MB is allowed: choosing it clears the message.
    await user.upload(upload, file('scan.pdf', ONE_MB, 'application/pdf'));
    await waitFor(() => expect(upload).not.toHaveAccessibleDescription(/File must be at most 1 MB/));
  });

  it('refuses a program (.exe) under the file field, without sending', async () => {
    const fetchMock = stubFetch(() => successReply(SAMARTH_SUCCESS_MESSAGE));
    // The person switched the file picker to "All files", so the accept list did not stop it.
    const { user, upload, submit, fillText } = setup({ applyAccept: false });

    await fillText();
    await user.upload(upload, file('setup.exe', 4096, 'application/x-msdownload'));
    await user.click(submit);

    await waitFor(() =>
      expect(upload).toHaveAccessibleDescription(/File must be a JPEG or PNG image or a PDF document/),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the values and the file as multipart, shows the success message once and clears the form', async () => {
    const reply = deferred<Response>();
    const fetchMock = stubFetch(() => reply.promise);
    const { user, form, upload, submit, fillText } = setup();
    const scan = file('samarth-registration.jpg', 300 * 1024, 'image/jpeg');

    await fillText();
    await user.upload(upload, scan);
    expect(within(form).getByText('samarth-registration.jpg (300 KB)')).toBeInTheDocument();
    await user.click(submit);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(SAMARTH_PATH);
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['uhi_number', 'admission', 'image']); // no empty honeypot
    expect(body.get('uhi_number')).toBe('UHI-7788-1234');
    expect(body.get('admission')).toBe('BSC-2025-0077');
    const sent = body.get('image') as File;
    expect(sent.name).toBe('samarth-registration.jpg');
    expect(sent.size).toBe(scan.size);
    // The browser sets the multipart boundary itself; a hand-written content-type would lose it.
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
    expect(submit).toHaveAttribute('aria-busy', 'true');

    reply.resolve(successReply(SAMARTH_SUCCESS_MESSAGE));

    // The confirmation in the form's place, mentioning only what this form asked (no e-mail or phone).
    const confirmation = await screen.findByRole('region', { name: 'Message sent' });
    expect(confirmation).toHaveTextContent(SAMARTH_SUCCESS_MESSAGE);
    expect(confirmation).toHaveTextContent(
      `Your reference number is ${SAMPLE_REFERENCE}. Please keep it, and quote it`,
    );
    expect(confirmation).not.toHaveTextContent(/e-mail|phone|Message status/);
    expect(within(confirmation).queryByRole('link', { name: 'Check its status' })).not.toBeInTheDocument();
    expect(screen.getAllByText(SAMARTH_SUCCESS_MESSAGE)).toHaveLength(1);
    expect(toastsWithRole('status', confirmation)).toEqual([]);
    // Another: the form again, empty, without the file.
    await user.click(within(confirmation).getByRole('button', { name: 'Send another' }));
    const again = screen.getByRole('form');
    expect(within(again).getByLabelText('UHI Number')).toHaveValue('');
    expect(within(again).getByLabelText('Admission Number')).toHaveValue('');
    expect((within(again).getByLabelText('Upload Document') as HTMLInputElement).files).toHaveLength(0);
    expect(within(again).queryByText(/samarth-registration\.jpg/)).not.toBeInTheDocument();
    // …and the form no longer holds the file either.
    await user.click(within(again).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(again).getByLabelText('Upload Document')).toHaveAccessibleDescription(MISSING_FILE),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the service's verdict on the file under the file field and keeps the values", async () => {
    const message = 'File must be a JPEG or PNG image or a PDF document';
    const fetchMock = stubFetch(() => fieldErrorsReply({ image: message }));
    const { user, form, uhi, upload, submit, fillText } = setup();

    await fillText();
    await user.upload(upload, file('renamed.pdf', 2048, 'application/pdf'));
    await user.click(submit);

    await waitFor(() => expect(upload).toHaveAccessibleDescription(new RegExp(message)));
    await expectErrorSummary(form, [{ label: 'Upload Document', message }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(uhi).toHaveValue('UHI-7788-1234');
    expect(upload.files?.[0]?.name).toBe('renamed.pdf');
  });

  it('says the request was not sent when the network fails, and keeps the values and the file', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, form, uhi, admission, upload, submit, fillText } = setup();

    await fillText();
    await user.upload(upload, file('scan.png', 2048, 'image/png'));
    await user.click(submit);

    expect(await within(form).findByRole('alert')).toHaveTextContent(/not sent.*could not reach the server/i);
    expect(toastsWithRole('alert', form)).toEqual([]);
    expect(uhi).toHaveValue('UHI-7788-1234');
    expect(admission).toHaveValue('BSC-2025-0077');
    expect(upload.files?.[0]?.name).toBe('scan.png');
    expect(screen.queryByText(SAMARTH_SUCCESS_MESSAGE)).not.toBeInTheDocument();
  });
});

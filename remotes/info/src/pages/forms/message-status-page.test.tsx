import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider, MemoryNavigation } from '@college/design-system';
import {
  CONTACT_MESSAGE,
  MESSAGE_NOT_FOUND_MESSAGE,
  MESSAGE_STATUS_PATH,
  REFERENCE_MESSAGE,
} from '@college/info-service/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../testing/form-testing';
import MessageStatusPage from './message-status-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage(lang: 'en' | 'hi' = 'en') {
  const user = userEvent.setup();
  render(
    <LanguageProvider lang={lang}>
      <MemoryNavigation initialPath="/message-status">
        <MessageStatusPage />
      </MemoryNavigation>
    </LanguageProvider>,
  );
  return { user, form: screen.getByRole('form') };
}

const closedAnswer = () =>
  jsonResponse({
    result: 'success',
    data: {
      reference: 'CMP-0A1B2C3D4E',
      kind: 'complaints',
      status: 'closed',
      submitted_on: '2026-11-02',
      closed_on: '2026-11-09',
      reply: 'The bus now has a woman conductor.',
    },
  });

// Generous timeout: this machine's 2 cores are shared, and userEvent runs in real time.
describe('/message-status', { timeout: 20_000 }, () => {
  it("shows a closed complaint's state and the college's reply, from its reference number and e-mail", async () => {
    const fetchMock = stubFetch(closedAnswer);
    const { user, form } = renderPage();
    await user.type(within(form).getByLabelText(/Reference number/), 'cmp-0a1b2c3d4e');
    await user.type(within(form).getByLabelText(/E-mail address or phone number/), 'meena@example.in');
    await user.click(within(form).getByRole('button', { name: 'Show the status' }));

    const result = await screen.findByRole('region', { name: 'Message CMP-0A1B2C3D4E' });
    expect(within(result).getByText('Complaint')).toBeInTheDocument();
    expect(within(result).getByText('Closed')).toBeInTheDocument();
    expect(within(result).getByText('09-11-2026')).toBeInTheDocument();
    expect(within(result).getByText('The bus now has a woman conductor.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe(MESSAGE_STATUS_PATH);
    expect(JSON.parse(String(init?.body))).toEqual({ reference: 'CMP-0A1B2C3D4E', contact: 'meena@example.in' });
  });

  it('ties each mistake to its field and sends nothing', async () => {
    const fetchMock = stubFetch(closedAnswer);
    const { user, form } = renderPage();
    await user.type(within(form).getByLabelText(/Reference number/), '12345');
    await user.click(within(form).getByRole('button', { name: 'Show the status' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: new RegExp(REFERENCE_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/E-mail address or phone number/)).toHaveAccessibleDescription(
      expect.stringContaining(CONTACT_MESSAGE),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when no message matches, in Hindi on the Hindi page', async () => {
    stubFetch(() => jsonResponse({ result: 'failure', message: MESSAGE_NOT_FOUND_MESSAGE, errors: {} }, 404));
    const { user, form } = renderPage('hi');
    await user.type(within(form).getByLabelText(/संदर्भ संख्या/), 'CMP-0A1B2C3D4E');
    await user.type(within(form).getByLabelText(/ई-मेल पता या फ़ोन नंबर/), '9876543210');
    await user.click(within(form).getByRole('button', { name: 'स्थिति देखें' }));
    expect(await screen.findByText('कोई संदेश नहीं मिला।')).toBeInTheDocument();
    expect(screen.getByText(/इस संदर्भ संख्या और उस ई-मेल पते या फ़ोन नंबर से कोई संदेश नहीं मिला/)).toBeInTheDocument();
  });
});

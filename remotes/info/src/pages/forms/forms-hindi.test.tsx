import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, MemoryNavigation, ToastProvider } from '@college/design-system';
import ComplaintsPage from './complaints-page';
import FeedbackPage from './feedback-page';
import SamarthPortalPage from './samarth-portal-page';
import { stubFetch, successReply } from '../../testing/form-testing';

// Issue 23: the forms on /hi/… pages, every word in Hindi, the browser's own checks included.

function renderInHindi(page: React.ReactNode, path: string) {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <LanguageProvider lang="hi">
      <ToastProvider duration={60_000}>
        <MemoryNavigation initialPath={`/hi${path}`}>{page}</MemoryNavigation>
      </ToastProvider>
    </LanguageProvider>,
  );
  return { user };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the feedback form in Hindi', { timeout: 20_000 }, () => {
  it('labels its fields in Hindi and says what is missing in Hindi, under the field and in the summary', async () => {
    const fetchMock = stubFetch(() => successReply('unused'));
    const { user } = renderInHindi(<FeedbackPage />, '/feedback');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('प्रतिक्रिया');
    const form = screen.getByRole('form', { name: 'प्रतिक्रिया फ़ॉर्म' });
    expect(within(form).getByText('सभी फ़ील्ड भरना आवश्यक है।')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'जमा करें' }));

    const summary = (await within(form).findByRole('heading', { name: 'कोई समस्या है' })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'छात्र/छात्रा का नाम: छात्र/छात्रा का नाम भरें',
      'प्रवेश संख्या: अपनी प्रवेश संख्या भरें',
      'छात्र/छात्रा का मोबाइल नंबर: छात्र/छात्रा का मोबाइल नंबर भरें',
      'पता: अपना पता लिखें',
      'संदेश: अपना संदेश लिखें',
    ]);
    expect(within(form).getByLabelText('प्रवेश संख्या')).toHaveAccessibleDescription(/अपनी प्रवेश संख्या भरें$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the success message in Hindi once the service has accepted the feedback', async () => {
    stubFetch(() => successReply('आपका अनुरोध सफलतापूर्वक जमा हो गया है।'));
    const { user } = renderInHindi(<FeedbackPage />, '/feedback');
    const form = screen.getByRole('form', { name: 'प्रतिक्रिया फ़ॉर्म' });
    await user.type(within(form).getByLabelText('छात्र/छात्रा का नाम'), 'आशा देवी');
    await user.type(within(form).getByLabelText('प्रवेश संख्या'), 'BA-2025-0142');
    await user.type(within(form).getByLabelText('छात्र/छात्रा का मोबाइल नंबर'), '9876543210');
    await user.type(within(form).getByLabelText('पता'), 'ग्राम रामपुर');
    await user.type(within(form).getByLabelText('संदेश'), 'पुस्तकालय शाम को भी खुले।');
    await user.click(within(form).getByRole('button', { name: 'जमा करें' }));
    const sent = await screen.findByRole('region', { name: 'संदेश भेज दिया गया' });
    expect(sent).toHaveTextContent('आपका अनुरोध सफलतापूर्वक जमा हो गया है।');
    expect(within(sent).getByRole('link', { name: 'इसकी स्थिति देखें' })).toHaveAttribute('href', '/hi/message-status');
  });

  it('says in Hindi that the request was not sent when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user } = renderInHindi(<ComplaintsPage />, '/complaints');
    const form = screen.getByRole('form', { name: 'शिकायत फ़ॉर्म' });
    await user.type(within(form).getByLabelText('उपयोगकर्ता का नाम'), 'रवि');
    await user.type(within(form).getByLabelText('ई-मेल'), 'ravi@example.in');
    await user.type(within(form).getByLabelText('संदेश'), 'शिकायत');
    await user.click(within(form).getByRole('button', { name: 'जमा करें' }));
    const alert = await within(form).findByText(/आपका अनुरोध नहीं भेजा गया।/);
    expect(alert).toHaveTextContent('आपका अनुरोध नहीं भेजा गया। सर्वर से संपर्क नहीं हो सका।');
    expect(within(form).getByText('आपने जो लिखा था वह फ़ॉर्म में सुरक्षित है। कृपया फिर प्रयास करें।')).toBeInTheDocument();
  });
});

describe('the Samarth form in Hindi', { timeout: 20_000 }, () => {
  it('refuses a file over 1 MB with the Hindi message', async () => {
    stubFetch(() => successReply('unused'));
    const { user } = renderInHindi(<SamarthPortalPage />, '/samarthPortal');
    const form = screen.getByRole('form', { name: 'समर्थ पोर्टल सत्यापन फ़ॉर्म' });
    const file = within(form).getByLabelText('दस्तावेज़ अपलोड करें');
    expect(file).toHaveAccessibleDescription(/JPEG, PNG या PDF, अधिकतम 1 MB/);
    await user.upload(file, new File([new Uint8Array(1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'जमा करें' }));
    await waitFor(() => expect(file).toHaveAccessibleDescription(/फ़ाइल अधिकतम 1 MB की होनी चाहिए/));
    expect(within(form).getByLabelText('UHI संख्या')).toHaveAccessibleDescription(/अपनी UHI संख्या भरें$/);
  });
});

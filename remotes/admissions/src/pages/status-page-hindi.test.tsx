import { LanguageProvider, MemoryNavigation, ToastProvider } from '@college/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { factsIn } from '@college/remote-kit/testing';
import { PaymentForm } from '../features/payment/payment-form';
import { HANDOVER } from '../testing/handover';
import { APPLICATION, json } from '../testing/status-answers';
import StatusPage from './status-page';

// Issue 23: the look-up, the standing, the acknowledgement and the payment form on a Hindi page.
afterEach(() => vi.unstubAllGlobals());

const QUERIED = {
  ...APPLICATION,
  payment_token: null,
  payment: {
    mode: 'online',
    amount: 2500,
    trans_no: '512345678901',
    paid_at: '2025-06-03T08:00:00.000Z',
    state: 'claimed',
    confirmed_at: null,
  },
  state: 'query_raised',
  rejection_reason: null,
  queried: [{ field: 'caste', label: 'Caste Certificate', reason: 'दस्तावेज़ अब वैध नहीं है।', note: null }],
};

const inHindi = (page: React.ReactNode, path: string) =>
  render(
    <LanguageProvider lang="hi">
      <ToastProvider>
        <MemoryNavigation initialPath={path}>{page}</MemoryNavigation>
      </ToastProvider>
    </LanguageProvider>,
  );

describe('/hi/admission/status', () => {
  it('asks in Hindi, and the browser’s own checks answer in Hindi', async () => {
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetch);
    inHindi(<StatusPage />, '/admission/status');
    const user = userEvent.setup();
    expect(screen.getByRole('form', { name: 'मेरा आवेदन खोजें' })).toBeInTheDocument();
    expect(screen.getByLabelText('एक्सेस कोड')).toHaveAccessibleDescription(
      'आपकी पावती पर लिखे 8 अक्षर और अंक, जैसे K7QM-4XPA',
    );
    await user.type(screen.getByLabelText('आवेदन संख्या'), '12345');
    await user.click(screen.getByRole('button', { name: 'मेरा आवेदन खोजें' }));
    expect(screen.getByLabelText('आवेदन संख्या')).toHaveAccessibleDescription(/आवेदन संख्या ADM2025-000123 जैसी होती है/);
    expect(screen.getByLabelText('जन्म तिथि')).toHaveAccessibleDescription(/अपनी जन्म तिथि भरें/);
    expect(await screen.findByRole('link', { name: /^एक्सेस कोड: अपना एक्सेस कोड भरें/ })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'अपनी आवेदन संख्या भूल गए?' })).toBeInTheDocument();
  });

  it('an admitted applicant’s provisional admission letter, in Hindi', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ result: 'success', data: { ...APPLICATION, state: 'admitted', queried: [] } })),
    );
    inHindi(<StatusPage />, '/admission/status');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('आवेदन संख्या'), 'ADM2025-000012');
    await user.type(screen.getByLabelText('एक्सेस कोड'), 'K7QM-4XPA');
    await user.type(screen.getByLabelText('जन्म तिथि'), '14-05-2006');
    await user.click(screen.getByRole('button', { name: 'मेरा आवेदन खोजें' }));
    const letter = await screen.findByRole('region', { name: 'अनंतिम प्रवेश पत्र' });
    expect(factsIn(letter)).toMatchObject({ पाठ्यक्रम: 'बी.ए.', 'प्रवेश शुल्क': expect.stringMatching(/^₹2,500 देय/) });
    expect(letter).toHaveTextContent('महाविद्यालय कार्यालय में इनके मूल दस्तावेज़ों के साथ उपस्थित हों');
    expect(within(letter).getByText('आधार कार्ड')).toBeInTheDocument();
    expect(within(letter).getByRole('button', { name: 'प्रवेश पत्र प्रिंट करें' })).toBeInTheDocument();
  });

  it('a found application: where it stands, the documents to send again and the payment, in Hindi', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ result: 'success', data: QUERIED })),
    );
    inHindi(<StatusPage />, '/admission/status');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('आवेदन संख्या'), 'ADM2025-000012');
    await user.type(screen.getByLabelText('एक्सेस कोड'), 'K7QM-4XPA');
    await user.type(screen.getByLabelText('जन्म तिथि'), '2006-05-14');
    await user.click(screen.getByRole('button', { name: 'मेरा आवेदन खोजें' }));
    const standing = await screen.findByRole('region', { name: 'आवेदन की स्थिति: दस्तावेज़ दोबारा चाहिए' });
    expect(standing).toHaveTextContent('जाति प्रमाण पत्र: दस्तावेज़ अब वैध नहीं है।');
    // The rule, and that a photo of the certificate will do, in Hindi.
    expect(within(standing).getByLabelText('जाति प्रमाण पत्र')).toHaveAccessibleDescription(
      /^PDF, JPEG या PNG, अधिकतम 1 MB। आप दस्तावेज़ की फोटो अपने फ़ोन से ले सकते हैं/,
    );
    await user.click(within(standing).getByRole('button', { name: 'नए दस्तावेज़ भेजें' }));
    expect(
      await within(standing).findByRole('link', { name: 'जाति प्रमाण पत्र: कृपया कम से कम एक दस्तावेज़ की नई फ़ाइल चुनें।' }),
    ).toBeInTheDocument();

    const found = screen.getByRole('region', { name: 'आवेदन ADM2025-000012' });
    expect(within(found).getByText('आवेदन जमा हो गया, भुगतान किया गया – जाँच जारी है')).toBeInTheDocument();
    expect(factsIn(found)).toMatchObject({
      'आवेदन संख्या': 'ADM2025-000012',
      'एक्सेस कोड': 'K7QM-4XPA',
      'भेजी गई राशि (जाँच जारी)': '₹2,500',
      भुगतान: 'UPI, संदर्भ संख्या 512345678901',
      'जमा करने की तिथि': '02-06-2025',
    });
    expect(within(found).getByRole('button', { name: 'पावती प्रिंट करें' })).toBeInTheDocument();
  });
});

describe('/hi/payment', () => {
  it('the payment form in Hindi: modes, fee, and the UPI reference’s error in Hindi', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({})),
    );
    inHindi(<PaymentForm handover={HANDOVER} />, '/payment');
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'शुल्क भुगतान' });
    expect(within(form).getByText('₹2,500')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'महाविद्यालय कार्यालय में नकद' }));
    expect(screen.getByText('₹2,500 महाविद्यालय के काउंटर पर जमा करें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मैं महाविद्यालय के काउंटर पर भुगतान करूँगा/करूँगी' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'ऑनलाइन (UPI)' }));
    expect(screen.queryByLabelText(/राशि/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('UPI संदर्भ संख्या'), '1234');
    await user.click(screen.getByRole('button', { name: 'भुगतान जमा करें' }));
    expect(screen.getByLabelText('UPI संदर्भ संख्या')).toHaveAccessibleDescription(/UPI संदर्भ संख्या 12 अंकों की होनी चाहिए/);
  });

  it('"pay later" in Hindi', async () => {
    inHindi(<PaymentForm handover={HANDOVER} />, '/payment');
    await userEvent.setup().click(screen.getByRole('button', { name: 'बाद में भुगतान करें' }));
    expect(screen.getByRole('heading', { name: 'अपनी आवेदन संख्या लिख लें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आवेदन की स्थिति / बाद में भुगतान' })).toHaveAttribute(
      'href',
      '/hi/admission/status',
    );
  });
});

describe('/hi/success', () => {
  it('with nothing sent from this tab: the status page says why, in Hindi', async () => {
    render(
      <LanguageProvider lang="hi">
        <MemoryNavigation initialPath="/admission/status" initialState={{ from: 'success' }}>
          <StatusPage />
        </MemoryNavigation>
      </LanguageProvider>,
    );
    expect(screen.getByText(/भुगतान पावती इसी ब्राउज़र टैब से भुगतान भेजने के तुरंत बाद खुलती है/)).toBeInTheDocument();
  });
});

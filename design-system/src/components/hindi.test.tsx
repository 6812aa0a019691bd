import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../language/language';
import { DataTable } from './DataTable/DataTable';
import { ErrorSummary } from './ErrorSummary/ErrorSummary';
import { ExternalLink } from './ExternalLink/ExternalLink';
import { Pager } from './Pager/Pager';
import { PdfEmbed } from './PdfEmbed/PdfEmbed';
import { ScriptRequiredMessage } from './ScriptRequired/ScriptRequired';
import { Spinner } from './Spinner/Spinner';
import { TextField } from './TextField/TextField';
import { Toast } from './Toast/Toast';

/** Issue 23: the components' own words follow the page's language. */
const inHindi = (ui: ReactNode) => render(<LanguageProvider lang="hi">{ui}</LanguageProvider>);

describe('design-system components on a Hindi page', () => {
  it('the pager names its buttons and status in Hindi', () => {
    inHindi(<Pager page={2} pageCount={5} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'पृष्ठ संख्या' });
    for (const name of ['पहला', 'पिछला', 'अगला', 'अंतिम'])
      expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    expect(within(nav).getByText('कुल 5 में से पृष्ठ 2')).toBeInTheDocument();
  });

  it('the error summary heading and a field error prefix are Hindi', () => {
    inHindi(
      <>
        <ErrorSummary errors={[{ fieldId: 'name', message: 'कृपया नाम लिखें' }]} />
        <TextField id="name" label="नाम" error="कृपया नाम लिखें" />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'कोई समस्या है' })).toBeInTheDocument();
    expect(screen.getByText('त्रुटि:')).toHaveClass('ds-visually-hidden');
  });

  it('a text box says in Hindi that its limit is reached', async () => {
    inHindi(<TextField label="नाम" maxLength={5} limitNote />);
    await userEvent.type(screen.getByRole('textbox', { name: 'नाम' }), 'अनुराधा');
    expect(screen.getByRole('status')).toHaveTextContent('आप 5 अक्षरों की सीमा तक पहुँच गए हैं: इससे अधिक नहीं लिया जाएगा।');
  });

  it('a link to another website says so in Hindi', () => {
    inHindi(<ExternalLink href="https://ncte.gov.in/">NCTE</ExternalLink>);
    expect(screen.getByRole('link')).toHaveAccessibleName(/^NCTE ?\(दूसरी वेबसाइट, नए टैब में खुलती है\)$/);
  });

  it('the table numbers its rows under a Hindi header and says when it is empty', () => {
    inHindi(<DataTable caption="सूचनाएँ" columns={[{ key: 'title', header: 'शीर्षक' }]} rows={[]} numbered />);
    expect(screen.getByRole('columnheader', { name: 'क्र.सं.' })).toBeInTheDocument();
    expect(screen.getByText('दिखाने के लिए कोई अभिलेख नहीं है।')).toBeInTheDocument();
  });

  it('the table names its pager after the caption in Hindi', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ title: `सूचना ${i + 1}` }));
    inHindi(<DataTable caption="सूचनाएँ" columns={[{ key: 'title', header: 'शीर्षक' }]} rows={rows} />);
    expect(screen.getByRole('navigation', { name: 'सूचनाएँ के पृष्ठ' })).toBeInTheDocument();
  });

  it('the PDF viewer, the spinner, the toast and the no-script message speak Hindi', () => {
    inHindi(
      <>
        <PdfEmbed src="/uploads/x.pdf" title="वार्षिक प्रतिवेदन" />
        <Spinner />
        <Toast onClose={() => {}}>सहेजा गया</Toast>
        <ScriptRequiredMessage />
      </>,
    );
    expect(screen.getByRole('link', { name: 'वार्षिक प्रतिवेदन खोलें (PDF)' })).toHaveAccessibleDescription(
      'नए टैब में खुलता है',
    );
    expect(screen.getByText('लोड हो रहा है…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByText('इस फ़ॉर्म के लिए जावास्क्रिप्ट आवश्यक है')).toBeInTheDocument();
    expect(screen.getByText(/कृपया इस फ़ॉर्म का उपयोग करने के लिए/)).toBeInTheDocument();
  });
});

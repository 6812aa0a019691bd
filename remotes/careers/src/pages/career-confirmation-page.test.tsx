import { screen } from '@testing-library/react';
import { formatIndianDate } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import { LanguageProvider } from '@college/design-system';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, where } from '../testing/career-testing';
import CareerConfirmationPage from './career-confirmation-page';

const STATE = {
  applicationNo: 'REC2025-000042',
  accessCode: 'K7QM-4XPA',
  name: 'Anita Sharma',
  profile: 'Assistant Professor(B.A)',
  field: 'Hindi',
};

describe('/careerConfirmation', () => {
  it('shows the application number, the details and what happens next, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderPage(<CareerConfirmationPage />, { path: '/careerConfirmation', state: STATE });
    expect(screen.getByRole('heading', { level: 1, name: 'Application Received' })).toBeInTheDocument();
    expect(screen.getByText('Your application has been received.')).toBeInTheDocument();
    // Whose acknowledgement, and of what, in plain words (on paper the shell's header is not printed).
    expect(screen.getByText(TEST_SETTINGS.name)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `Acknowledgement of your job application (${TEST_SETTINGS.recruitment.title})`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Application number').nextSibling).toHaveTextContent('REC2025-000042');
    // Shown this once: the service keeps only its hash. With it the applicant checks the status later.
    expect(screen.getByText('Access code').nextSibling).toHaveTextContent('K7QM-4XPA');
    expect(screen.getByText(/Keep your application number and access code safe/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your application' })).toHaveAttribute('href', '/careerStatus');
    expect(screen.getByText('Post').nextSibling).toHaveTextContent('Assistant Professor(B.A)');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    const { interview } = TEST_SETTINGS.recruitment;
    expect(screen.getByText(/Interviews are held on/)).toHaveTextContent(
      `${formatIndianDate(interview.date)} from ${interview.time}`,
    );
    await user.click(screen.getByRole('button', { name: 'Print acknowledgement' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it.each([
    ['no state (a direct visit)', undefined],
    ['a state that is not an application', { applicationNo: '<script>' }],
  ])('with %s: says what the page is for and offers a way back', async (_name, state) => {
    const { user } = renderPage(<CareerConfirmationPage />, { path: '/careerConfirmation', state });
    expect(screen.getByText('No application to show here')).toBeInTheDocument();
    expect(screen.queryByText('Application number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Apply Online' }));
    expect(where()).toHaveTextContent('/careerForm');
  });
});

describe('/hi/careerConfirmation', () => {
  it('the acknowledgement in Hindi, the post and subject named in Hindi', () => {
    renderPage(
      <LanguageProvider lang="hi">
        <CareerConfirmationPage />
      </LanguageProvider>,
      { path: '/careerConfirmation', state: STATE },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'आवेदन प्राप्त हुआ' })).toBeInTheDocument();
    expect(screen.getByText(TEST_SETTINGS.hi.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^नौकरी के आवेदन की पावती/ })).toBeInTheDocument();
    expect(screen.getByText('आवेदन संख्या').nextSibling).toHaveTextContent('REC2025-000042');
    expect(screen.getByText('पद').nextSibling).toHaveTextContent('सहायक प्राध्यापक (बी.ए.)');
    expect(screen.getByText('विषय').nextSibling).toHaveTextContent('हिन्दी');
    expect(screen.getByRole('button', { name: 'पावती प्रिंट करें' })).toBeInTheDocument();
  });
});

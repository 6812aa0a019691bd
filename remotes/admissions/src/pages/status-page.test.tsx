import { MemoryNavigation, useLocation } from '@college/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StatusPage from './status-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const APPLICATION = {
  id: 12,
  name: 'Asha Kumari',
  father: 'Ramesh Kumar',
  application_no: 'ADM2025-000012',
  course: 'B.A.',
  fee: 2500,
  submitted_at: '2025-06-02T10:15:00.000Z',
  dob: '2006-05-14',
  subjects: { major: ['Hindi', 'History', 'N/A'], minor: 'Economics', cocurricular: 'N/A', vocational: 'N/A' },
  payment: null,
};

function answer(reply: () => Response) {
  const fetch = vi.fn(async () => reply());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

/** Where a link took the visitor, with its navigation state. */
function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

function renderPage() {
  return render(
    <MemoryNavigation initialPath="/admission/status">
      <StatusPage />
      <Where />
    </MemoryNavigation>,
  );
}

async function lookUp(applicationNo: string, dob: string) {
  const user = userEvent.setup();
  if (applicationNo) await user.type(screen.getByLabelText('Application number'), applicationNo);
  if (dob) await user.type(screen.getByLabelText('Date of Birth'), dob);
  await user.click(screen.getByRole('button', { name: 'Find my application' }));
  return user;
}

describe('/admission/status', () => {
  it('asks for both values before looking anything up', async () => {
    const fetch = answer(() => json({}));
    renderPage();
    await lookUp('', '');
    expect(screen.getByLabelText('Application number')).toHaveAccessibleDescription(/Please enter value/);
    expect(screen.getByLabelText('Date of Birth')).toHaveAccessibleDescription(/Please enter value/);
    const link = await screen.findByRole('link', { name: /^Application number:/ });
    // The summary takes focus, so a screen reader hears the problems at once.
    expect(link.closest('[role="alert"]')?.parentElement).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("checks the number's shape before asking the service", async () => {
    const fetch = answer(() => json({}));
    renderPage();
    await lookUp('12345', '');
    expect(screen.getByLabelText('Application number')).toHaveAccessibleDescription(/Application number looks like ADM2025-000123/);
    expect(screen.getByLabelText('Date of Birth')).toHaveAccessibleDescription(/Please enter value/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an unpaid application shows its state and leads to /payment with the application', async () => {
    const fetch = answer(() => json({ result: 'success', data: APPLICATION }));
    renderPage();
    const user = await lookUp('adm2025-000012', '2006-05-14');
    // Sent as typed, upper-cased by the shared schema.
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ application_no: 'ADM2025-000012', dob: '2006-05-14' });
    const found = await screen.findByRole('region', { name: 'Application ADM2025-000012' });
    expect(within(found).getByText('Submitted, fee not paid yet')).toBeInTheDocument();
    expect(within(found).getByText('Hindi, History, Economics')).toBeInTheDocument();
    await user.click(within(found).getByRole('link', { name: 'Pay the fee of ₹2500' }));
    const where = screen.getByRole('status', { name: 'location' });
    expect(where.textContent).toMatch(/^\/payment /);
    expect(JSON.parse(where.textContent!.replace(/^\/payment /, ''))).toEqual({
      id: 12,
      name: 'Asha Kumari',
      father: 'Ramesh Kumar',
      application_no: 'ADM2025-000012',
      course: 'B.A.',
      fee: 2500,
      dob: '2006-05-14',
    });
  });

  it('a paid application shows the payment and can be printed again, with no way to pay twice', async () => {
    answer(() => json({ result: 'success', data: { ...APPLICATION, payment: { mode: 'online', amount: 2500, trans_no: '512345678901', paid_at: '2025-06-03T08:00:00.000Z' } } }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPage();
    const user = await lookUp('ADM2025-000012', '2006-05-14');
    const found = await screen.findByRole('region', { name: 'Application ADM2025-000012' });
    expect(within(found).getByText('Submitted, fee paid')).toBeInTheDocument();
    expect(within(found).getByText('UPI, reference 512345678901')).toBeInTheDocument();
    expect(within(found).queryByRole('link', { name: /Pay the fee/ })).not.toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Print acknowledgement' }));
    expect(print).toHaveBeenCalled();
  });

  it('a wrong pair says so and shows nothing of any application', async () => {
    answer(() => json({ result: 'failure', message: 'No application matches this application number and date of birth.', errors: {} }, 404));
    renderPage();
    await lookUp('ADM2025-000099', '2006-05-14');
    expect(await screen.findByText('No application matches this application number and date of birth.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("too many tries: the service's own message, and still nothing shown", async () => {
    const message = 'Too many attempts for this application number. Please try again in a few minutes.';
    answer(() => json({ result: 'failure', message, errors: {} }, 429));
    renderPage();
    await lookUp('ADM2025-000012', '2006-05-14');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

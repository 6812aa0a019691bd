import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import {
  type CounterApplication,
  type OfficePayment,
  PAYABLE_APPLICATIONS_PATH,
  officePaymentPath,
  UNDO_REASON_MESSAGE,
  undoVerificationPath,
} from '@college/admissions-service/office/payments';
import { json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OfficeCounterPage from './office-counter-page';

afterEach(() => vi.unstubAllGlobals());

const NO = 'ADM2025-000031';
const PAID: OfficePayment = {
  application_no: NO,
  name: 'Ravi Kumar',
  father: 'Mohan Lal',
  course: 'B.A.',
  fee: 3500,
  mode: 'cash',
  amount: 3500,
  trans_no: '0',
  state: 'verified',
  version: 2,
  paid_at: '2025-07-02T05:30:00.000Z',
  confirmed_at: '2025-07-02T05:30:00.000Z',
  confirmed_by: 'demo.accountant',
  confirmed_by_name: 'Demo Accountant',
  receipt_no: 'R/2025-0042',
  screenshot_url: null,
};
const application = (payment: OfficePayment | null): CounterApplication => ({
  application_no: NO,
  name: 'Ravi Kumar',
  father: 'Mohan Lal',
  course: 'B.A.',
  fee: 3500,
  payment,
  version: payment?.version ?? 0,
});

describe('/office/accounts/counter: a payment record undone', () => {
  it('asks what and why, sends the version seen, and shows the fee open again', async () => {
    let current: OfficePayment | null = PAID;
    const office = stubOffice({
      ...meRoute(meAs(['accountant'])),
      [officePaymentPath(NO)]: () => json({ result: 'success', data: application(current) }),
      [undoVerificationPath(NO)]: () => {
        current = {
          ...PAID,
          state: 'due_at_counter',
          version: 3,
          receipt_no: null,
          confirmed_by: null,
          confirmed_by_name: null,
          confirmed_at: null,
        };
        return json({ result: 'success', message: 'undone', data: current });
      },
    });
    const user = userEvent.setup();
    render(
      <MemoryNavigation initialPath={`/office/accounts/counter?application=${NO}`}>
        <OfficeCounterPage />
      </MemoryNavigation>,
    );
    // The slip printed again names who took the cash (by the service's name), not who prints it.
    const slip = await screen.findByRole('region', { name: 'Fee receipt' });
    expect(within(slip).getByText('Received by').nextElementSibling).toHaveTextContent(/^Demo Accountant$/);
    await user.click(screen.getByRole('button', { name: 'Undo this payment record…' }));
    const form = screen.getByRole('form', { name: 'Undo the payment record' });
    expect(within(form).getByText(/its receipt number can be used again/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Undo the payment record' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(UNDO_REASON_MESSAGE);
    await user.type(within(form).getByLabelText(/Why is it undone/), 'Receipt for the wrong applicant');
    await user.click(within(form).getByRole('button', { name: 'Undo the payment record' }));
    expect(await screen.findByText('The payment record is undone: the fee is open again.')).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === undoVerificationPath(NO))!.body).toEqual({
      version: 2,
      reason: 'Receipt for the wrong applicant',
    });
    // The fee is open: the counter offers to take it again.
    expect(await screen.findByRole('form', { name: 'Record the cash and mark the fee paid' })).toBeInTheDocument();
  });
});

describe('/office/accounts/counter: found by name or part of a number', () => {
  it('lists the applications whose fee can be taken and opens the one chosen to take the cash', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['accountant'])),
      [PAYABLE_APPLICATIONS_PATH]: () =>
        json({
          result: 'success',
          data: {
            rows: [
              {
                application_no: NO,
                name: 'Ravi Kumar',
                father: 'Mohan Lal',
                course: 'B.A.',
                fee: 3500,
                mobile_end: '3210',
                payment_state: 'due_at_counter',
                reference: null,
              },
              {
                application_no: 'ADM2025-000032',
                name: 'Ravi Kumar',
                father: 'Shyam Lal',
                course: 'B.Sc.',
                fee: 4200,
                mobile_end: '7788',
                payment_state: 'returned',
                reference: '598765432132',
              },
            ],
            more: false,
          },
        }),
      [officePaymentPath(NO)]: () => json({ result: 'success', data: application(null) }),
    });
    const user = userEvent.setup();
    render(
      <MemoryNavigation initialPath="/office/accounts/counter">
        <OfficeCounterPage />
      </MemoryNavigation>,
    );
    await user.type(await screen.findByLabelText(/Application number, name or mobile number/), 'ravi kumar');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const matches = await screen.findByRole('table', { name: 'Applications whose fee can be taken, for “ravi kumar”' });
    expect(office.calls.find((call) => call.path.startsWith(PAYABLE_APPLICATIONS_PATH))!.path).toBe(
      `${PAYABLE_APPLICATIONS_PATH}?q=ravi+kumar&for=cash`,
    );
    // Namesakes told apart by father, course and the mobile number's end.
    expect(within(matches).getByRole('row', { name: /ADM2025-000032/ })).toHaveTextContent(
      'Shyam LalB.Sc.₹4,2007788payment not received – please ask at the college office (claimed with 598765432132)',
    );
    await user.click(within(matches).getByRole('link', { name: `Take the fee of ${NO}` }));
    const details = await screen.findByRole('region', { name: 'Application' });
    expect(details).toHaveTextContent('Ravi Kumar');
    expect(screen.getByRole('form', { name: 'Record the cash and mark the fee paid' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /fee can be taken/ })).toBeNull();
  });

  it('opens a whole application number typed in any case at once, and says when nothing matches', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['accountant'])),
      [PAYABLE_APPLICATIONS_PATH]: () => json({ result: 'success', data: { rows: [], more: false } }),
      [officePaymentPath(NO)]: () => json({ result: 'success', data: application(null) }),
    });
    const user = userEvent.setup();
    render(
      <MemoryNavigation initialPath="/office/accounts/counter">
        <OfficeCounterPage />
      </MemoryNavigation>,
    );
    const field = await screen.findByLabelText(/Application number, name or mobile number/);
    await user.type(field, '98765');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/No application whose fee can be taken matches/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Application number, name or mobile number/));
    await user.type(screen.getByLabelText(/Application number, name or mobile number/), NO.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('region', { name: 'Application' })).toHaveTextContent(NO);
    expect(office.calls.filter((call) => call.path.startsWith(PAYABLE_APPLICATIONS_PATH))).toHaveLength(1);
  });
});

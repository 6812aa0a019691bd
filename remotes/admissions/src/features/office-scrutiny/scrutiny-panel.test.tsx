import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { OfficePage } from '@college/remote-kit/office';
import { CSRF_HEADER, ME_PATH } from '@college/office-service/contract';
import {
  documentReviewPath,
  MESSAGES,
  reopenPath,
  type Scrutiny,
  scrutinyPath,
} from '@college/admissions-service/office/scrutiny';
import { ScrutinyPanel } from './scrutiny-panel';

const NO = 'ADM2025-000012';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ME = {
  result: 'success',
  stage: 'full',
  user: { id: 7, username: 'vimla.v', displayName: 'Vimla V', secondFactor: true },
  roles: [{ role: 'document_verifier' }],
  csrfToken: 'csrf-token',
};
const document = (field: string, label: string, review: Scrutiny['documents'][number]['review'] = null) => ({
  field,
  label,
  kind: 'pdf' as const,
  size: 1000,
  uploaded_at: '2025-06-02T10:15:00.000Z',
  n: 1,
  url: `/api/v1/office/admissions/applications/${NO}/documents/${field}`,
  review,
  history: [],
});
const SCRUTINY: Scrutiny = {
  application_no: NO,
  state: 'under_scrutiny',
  version: 3,
  documents: [document('domicile', 'Domicile Certificate'), document('caste', 'Caste Certificate')],
  query_sent_at: null,
  verdict: null,
};

afterEach(() => vi.unstubAllGlobals());

function stub(
  post: (body: unknown) => Response,
  { me = ME, scrutiny = SCRUTINY }: { me?: typeof ME; scrutiny?: Scrutiny } = {},
) {
  const calls: { path: string; method: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path: input, method, body, headers: (init?.headers ?? {}) as Record<string, string> });
      if (input === ME_PATH) return json(me);
      if (input === scrutinyPath(NO)) return json({ result: 'success', data: scrutiny });
      return post(body);
    }),
  );
  return calls;
}

function renderPanel(onChanged = vi.fn()) {
  render(
    <MemoryNavigation initialPath={`/office/admissions/applications/${NO}`}>
      <OfficePage title="Application" needs={['document_verifier', 'admission_officer']}>
        <ScrutinyPanel applicationNo={NO} version={3} onChanged={onChanged} />
      </OfficePage>
    </MemoryNavigation>,
  );
  return onChanged;
}

describe('ScrutinyPanel', () => {
  it('queries a document with a reason, naming the version it saw, and shows the answer at once', async () => {
    const queried = {
      ...SCRUTINY,
      version: 4,
      documents: [
        SCRUTINY.documents[0],
        document('caste', 'Caste Certificate', {
          decision: 'queried',
          reason_code: 'unreadable',
          note: null,
          by: 'vimla.v',
          at: '2025-06-05T10:00:00.000Z',
        }),
      ],
    };
    const calls = stub(() => json({ result: 'success', data: queried }));
    const onChanged = renderPanel();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Review of the Caste Certificate' });
    await user.selectOptions(within(form).getByLabelText('Decision'), 'Raise a query');
    await user.click(within(form).getByRole('button', { name: 'Save the decision' }));
    // A query needs a reason: said at the field and in the summary, nothing sent.
    expect(await within(form).findByRole('link', { name: `Reason: ${MESSAGES.reasonNeeded}` })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Reason'), 'Unreadable');
    await user.click(within(form).getByRole('button', { name: 'Save the decision' }));
    expect(await screen.findByText(/^Query by vimla\.v on .* \(Unreadable\)$/)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(documentReviewPath(NO, 'caste'));
    expect(post.body).toEqual({
      version: 3,
      seen: { n: 1, reviewed_at: null },
      decision: 'queried',
      reason_code: 'unreadable',
      note: '',
    });
    expect(post.headers[CSRF_HEADER]).toBe('csrf-token');
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByText('One document is marked with a query.')).toBeInTheDocument();
  });

  it('a stale version says so clearly and offers to reload', async () => {
    const calls = stub(() => json({ result: 'failure', message: MESSAGES.stale, errors: {} }, 409));
    const onChanged = renderPanel();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Review of the Domicile Certificate' });
    await user.selectOptions(within(form).getByLabelText('Decision'), 'Approve');
    await user.click(within(form).getByRole('button', { name: 'Save the decision' }));
    const alert = await screen.findByText(MESSAGES.stale, { selector: 'p' });
    expect(alert).toBeInTheDocument();
    const loads = calls.filter((call) => call.path === scrutinyPath(NO)).length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await screen.findByRole('form', { name: 'Review of the Domicile Certificate' });
    expect(calls.filter((call) => call.path === scrutinyPath(NO)).length).toBe(loads + 1);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(MESSAGES.stale, { selector: 'p' })).not.toBeInTheDocument();
  });
});

describe('Reopening a rejected application', () => {
  const REJECTED: Scrutiny = {
    ...SCRUTINY,
    state: 'rejected',
    version: 5,
    verdict: {
      verdict: 'rejected',
      reason: 'Marksheet of another person',
      by: 'vimla.v',
      at: '2025-06-05T10:00:00.000Z',
    },
  };
  const OFFICER = {
    ...ME,
    user: { ...ME.user, username: 'asha.a', displayName: 'Asha A' },
    roles: [{ role: 'admission_officer' }],
  };

  it('the admission officer is told what will happen, gives a reason, and the panel shows it under scrutiny again', async () => {
    const calls = stub(
      () => json({ result: 'success', data: { ...REJECTED, state: 'under_scrutiny', version: 6, verdict: null } }),
      {
        me: OFFICER,
        scrutiny: REJECTED,
      },
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reopen the application…' }));
    const form = screen.getByRole('form', { name: 'Reopen the application' });
    expect(within(form).getByText(/the applicant is told by e-mail, with your reason/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Reopen the application' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.reopenReasonNeeded);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText(/Why is it reopened/), 'The board confirmed the marksheet');
    await user.click(within(form).getByRole('button', { name: 'Reopen the application' }));
    expect(await screen.findByText('Under scrutiny')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(reopenPath(NO));
    expect(post.body).toEqual({ version: 5, reason: 'The board confirmed the marksheet' });
  });

  it('is not offered to a document verifier, who sees the rejection with its reason', async () => {
    stub(() => json({}), { scrutiny: REJECTED });
    renderPanel();
    expect(await screen.findByText('The scrutiny of this application is closed.')).toBeInTheDocument();
    expect(
      screen.getByText(/^Rejected by vimla\.v on .*\. The reason: Marksheet of another person$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reopen/ })).not.toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { OfficePage } from '@college/remote-kit/office';
import { CSRF_HEADER, ME_PATH } from '@college/office-service/contract';
import {
  documentReviewsPath,
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

const QUERIED_PHOTO = {
  decision: 'queried' as const,
  reason_code: 'unreadable' as const,
  note: null,
  by: 'asha.k',
  at: '2025-06-04T09:00:00.000Z',
};
/** Four documents: the photo queried and saved, the rest not reviewed yet. */
const FOUR: Scrutiny = {
  ...SCRUTINY,
  documents: [
    { ...document('photo', 'Photograph', QUERIED_PHOTO), kind: 'jpeg' },
    document('highschool', 'High School Marksheet'),
    document('caste', 'Caste Certificate'),
    document('domicile', 'Domicile Certificate'),
  ],
};
const row = (name: string) => screen.getByRole('group', { name });
const choiceIn = (name: string) =>
  (within(row(name)).getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.labels?.[0]
    ?.textContent ?? null;
const posts = (calls: ReturnType<typeof stub>) => calls.filter((call) => call.method === 'POST');

describe('ScrutinyPanel: each document beside its decision, one save for all', () => {
  it('shows each document with its status and its decision, with no internal version numbers', async () => {
    stub(() => json({}), {
      scrutiny: {
        ...FOUR,
        documents: FOUR.documents.map((entry) =>
          entry.field === 'caste'
            ? {
                ...entry,
                n: 2,
                uploaded_at: '2025-06-06T10:00:00.000Z',
                history: [
                  {
                    n: 1,
                    kind: 'pdf' as const,
                    size: 900,
                    uploaded_at: '2025-06-02T10:15:00.000Z',
                    superseded_at: '2025-06-06T10:00:00.000Z',
                    review: QUERIED_PHOTO,
                    url: `/api/v1/office/admissions/applications/${NO}/documents/caste/versions/1`,
                  },
                ],
              }
            : entry,
        ),
      },
    });
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Decisions on the documents' });
    expect(screen.getByText('Under scrutiny', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Status: Under scrutiny',
    );
    // The document and its decision are one group, named by the document.
    const photo = within(form).getByRole('group', { name: 'Photograph' });
    expect(photo).toHaveTextContent(/Status: Query by asha\.k on .* \(Unreadable\)/);
    expect(within(photo).getByRole('img', { name: 'Photograph' })).toHaveAttribute('src', FOUR.documents[0].url);
    expect(within(photo).getByRole('radio', { name: 'Raise a query' })).toBeChecked();
    const caste = row('Caste Certificate');
    expect(caste).toHaveTextContent('Status: Not reviewed yet');
    expect(caste).toHaveTextContent(/PDF, .*, sent again on 06-06-2025/);
    expect(within(caste).getByRole('link', { name: 'Open the document — Caste Certificate' })).toHaveAttribute(
      'href',
      FOUR.documents[2].url,
    );
    expect(within(caste).getByRole('link', { name: 'File sent on 02-06-2025 — Caste Certificate' })).toBeVisible();
    expect(within(caste).getByRole('radiogroup', { name: 'Decision for the Caste Certificate' })).toBeInTheDocument();
    expect(window.document.body.textContent).not.toMatch(/Version \d/);
    expect(window.document.body.textContent).not.toMatch(/\bState\b/);
  });

  it('"Approve all remaining" sets only the documents with no decision, saved or not, and sends nothing', async () => {
    const calls = stub(() => json({}), { scrutiny: FOUR });
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Decisions on the documents' });
    await user.click(within(row('Caste Certificate')).getByRole('radio', { name: 'Raise a query' }));
    expect(screen.getByText('2 documents have no decision yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve all remaining' }));
    expect(choiceIn('Photograph')).toBe('Raise a query');
    expect(choiceIn('High School Marksheet')).toBe('Approve');
    expect(choiceIn('Caste Certificate')).toBe('Raise a query');
    expect(choiceIn('Domicile Certificate')).toBe('Approve');
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 documents set to approve: nothing is saved until you press "Save the decisions".',
    );
    expect(screen.queryByRole('button', { name: 'Approve all remaining' })).not.toBeInTheDocument();
    // Its button gone, focus is on the next step.
    expect(screen.getByRole('button', { name: 'Save the decisions' })).toHaveFocus();
    // Still the clerk's to change.
    await user.click(within(row('Domicile Certificate')).getByRole('radio', { name: 'Reject' }));
    expect(choiceIn('Domicile Certificate')).toBe('Reject');
    expect(posts(calls)).toEqual([]);
  });

  it('one save sends every changed decision in one request, then says what it did and takes focus there', async () => {
    const answer: Scrutiny = {
      ...FOUR,
      version: 4,
      documents: FOUR.documents.map((entry) =>
        entry.field === 'photo'
          ? entry
          : {
              ...entry,
              review:
                entry.field === 'caste'
                  ? { ...QUERIED_PHOTO, by: 'vimla.v', at: '2025-06-07T10:00:00.000Z' }
                  : {
                      decision: 'approved',
                      reason_code: null,
                      note: null,
                      by: 'vimla.v',
                      at: '2025-06-07T10:00:00.000Z',
                    },
            },
      ),
    };
    const calls = stub(() => json({ result: 'success', data: answer }), { scrutiny: FOUR });
    const onChanged = renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Decisions on the documents' });
    const caste = row('Caste Certificate');
    await user.click(within(caste).getByRole('radio', { name: 'Raise a query' }));
    await user.selectOptions(within(caste).getByLabelText(/^Reason/), 'Unreadable');
    await user.click(screen.getByRole('button', { name: 'Approve all remaining' }));
    expect(within(caste).getByText('Changed, not saved yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the decisions' }));

    const status = await screen.findByText(/^Saved: /);
    expect(status).toHaveTextContent(
      'Saved: 2 documents approved, 1 document marked with a query. The applicant is told only when you send the query (below).',
    );
    expect(status).toHaveFocus();
    expect(posts(calls)).toHaveLength(1);
    const [post] = posts(calls);
    expect(post.path).toBe(documentReviewsPath(NO));
    expect(post.headers[CSRF_HEADER]).toBe('csrf-token');
    const seen = { n: 1, reviewed_at: null };
    // The photo's saved review is not sent again; an approval carries no reason.
    expect(post.body).toEqual({
      reviews: [
        { field: 'highschool', seen, decision: 'approved', reason_code: '', note: '' },
        { field: 'caste', seen, decision: 'queried', reason_code: 'unreadable', note: '' },
        { field: 'domicile', seen, decision: 'approved', reason_code: '', note: '' },
      ],
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
    // The answer is shown at once: the new statuses, nothing left unsaved.
    expect(row('High School Marksheet')).toHaveTextContent(/Status: Approved by vimla\.v/);
    expect(screen.queryByText('Changed, not saved yet')).not.toBeInTheDocument();
    expect(screen.getByText('2 documents are marked with a query.')).toBeInTheDocument();
  });

  it('shows each problem at its document and in the summary, and sends nothing until they are put right', async () => {
    const calls = stub(() => json({ result: 'success', data: FOUR }), { scrutiny: FOUR });
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Decisions on the documents' });
    // Nothing chosen: nothing to save.
    await user.click(screen.getByRole('button', { name: 'Save the decisions' }));
    expect(await screen.findByRole('link', { name: `Decisions: ${MESSAGES.nothingToSave}` })).toBeInTheDocument();

    await user.click(within(row('Caste Certificate')).getByRole('radio', { name: 'Raise a query' }));
    await user.click(within(row('Domicile Certificate')).getByRole('radio', { name: 'Reject' }));
    await user.selectOptions(within(row('Domicile Certificate')).getByLabelText(/^Reason/), 'Expired');
    await user.click(screen.getByRole('button', { name: 'Save the decisions' }));
    const summary = await screen.findByRole('link', { name: `Caste Certificate, reason: ${MESSAGES.reasonNeeded}` });
    expect(summary).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Domicile Certificate, your words: ${MESSAGES.noteNeeded}` }),
    ).toBeInTheDocument();
    expect(within(row('Caste Certificate')).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.reasonNeeded),
    );
    expect(within(row('Domicile Certificate')).getByLabelText(/^In your words/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.noteNeeded),
    );
    // The other documents have no message.
    expect(within(row('High School Marksheet')).queryByText(MESSAGES.reasonNeeded)).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.selectOptions(within(row('Caste Certificate')).getByLabelText(/^Reason/), 'Unreadable');
    await user.type(within(row('Domicile Certificate')).getByLabelText(/^In your words/), 'Issued in 2019');
    await user.click(screen.getByRole('button', { name: 'Save the decisions' }));
    await screen.findByText(/^Saved: /);
    expect(posts(calls)).toHaveLength(1);
  });

  it("puts the service's refusal at the document it names, and offers to reload when someone else reviewed it", async () => {
    const calls = stub(
      () =>
        json(
          {
            result: 'failure',
            message: MESSAGES.documentStaleNamed('Domicile Certificate'),
            // The service names the place in what was sent: the second entry, the domicile.
            errors: { 'reviews.1.decision': MESSAGES.documentStale },
          },
          409,
        ),
      { scrutiny: FOUR },
    );
    const onChanged = renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Decisions on the documents' });
    await user.click(within(row('High School Marksheet')).getByRole('radio', { name: 'Approve' }));
    await user.click(within(row('Domicile Certificate')).getByRole('radio', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Save the decisions' }));
    expect(
      await screen.findByRole('link', { name: `Domicile Certificate, decision: ${MESSAGES.documentStale}` }),
    ).toBeInTheDocument();
    expect(within(row('Domicile Certificate')).getByRole('radiogroup')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.documentStale),
    );
    expect(within(row('High School Marksheet')).getByRole('radiogroup')).not.toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.documentStale),
    );
    expect(
      screen.getByText(MESSAGES.documentStaleNamed('Domicile Certificate'), { selector: 'p' }),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);

    const loads = calls.filter((call) => call.path === scrutinyPath(NO)).length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((call) => call.path === scrutinyPath(NO)).length).toBe(loads + 1));
    await waitFor(() =>
      expect(
        screen.queryByText(MESSAGES.documentStaleNamed('Domicile Certificate'), { selector: 'p' }),
      ).not.toBeInTheDocument(),
    );
    // The clerk's choice on a document that did not change is kept through the reload.
    expect(choiceIn('High School Marksheet')).toBe('Approve');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('a stale application says so clearly and offers to reload', async () => {
    const calls = stub(() => json({ result: 'failure', message: MESSAGES.stale, errors: {} }, 409));
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Decisions on the documents' });
    await user.click(within(row('Domicile Certificate')).getByRole('radio', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Save the decisions' }));
    expect(await screen.findByText(MESSAGES.stale, { selector: 'p' })).toBeInTheDocument();
    // Said in the form too, since no field explains it.
    expect(screen.getByRole('form', { name: 'Decisions on the documents' })).toHaveTextContent(
      `The decisions were not saved. ${MESSAGES.stale}`,
    );
    const loads = calls.filter((call) => call.path === scrutinyPath(NO)).length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((call) => call.path === scrutinyPath(NO)).length).toBe(loads + 1));
    await waitFor(() => expect(screen.queryByText(MESSAGES.stale, { selector: 'p' })).not.toBeInTheDocument());
  });

  it('while a query is with the applicant, shows each document with its status and no decisions to make', async () => {
    stub(() => json({}), {
      scrutiny: { ...FOUR, state: 'query_raised', query_sent_at: '2025-06-05T10:00:00.000Z' },
    });
    renderPanel();
    expect(await screen.findByText(/A query was sent on/)).toBeInTheDocument();
    expect(row('Photograph')).toHaveTextContent(/Status: Query by asha\.k/);
    expect(row('Caste Certificate')).toHaveTextContent('Status: Not reviewed yet');
    expect(screen.queryByRole('form', { name: 'Decisions on the documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
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
      by_name: 'Vimla Verma',
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
      screen.getByText(/^Rejected by Vimla Verma on .*\. The reason: Marksheet of another person$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reopen/ })).not.toBeInTheDocument();
  });
});

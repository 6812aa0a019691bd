import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { CSRF_HEADER } from '@college/office-service/contract';
import {
  DESCRIPTION_MESSAGE,
  NOTICE_FILE,
  NOTICE_STALE_MESSAGE,
  OFFICE_NEWS_PATH,
  type OfficeNotice,
  officeNoticePath,
  officeNoticeUnpublishPath,
} from '@college/info-service/office/news';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OfficeContentPage from './office-content-page';
import OfficeNoticePage from './office-notice-page';

afterEach(() => vi.unstubAllGlobals());

const NOTICE: OfficeNotice = {
  id: 4,
  description: 'Semester examination form: last date 30 November',
  description_hi: null,
  file: '/uploads/docs/news/0b1c.pdf',
  published_on: '2026-11-20',
  expires_on: null,
  pinned: false,
  link: null,
  status: 'published',
  expired: false,
  version: 1,
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by: 'demo.content_editor',
};
const pdf = () => new File(['%PDF-1.7 notice'], 'notice.pdf', { type: 'application/pdf' });

function renderAt(path: string, page: ReactNode, params: Record<string, string> = {}) {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath={path} params={params}>
      {page}
    </MemoryNavigation>,
  );
  return user;
}

// Generous timeouts: this machine's 2 cores are shared, and userEvent runs in real time.
describe('/office/content', { timeout: 20_000 }, () => {
  it('lists every notice with its state, and publishes a new one with its PDF and the CSRF token', async () => {
    let notices = [
      NOTICE,
      { ...NOTICE, id: 3, description: 'Holiday list 2027', status: 'draft' as const, file: null },
    ];
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [OFFICE_NEWS_PATH]: ({ method, body }) => {
        if (method === 'GET') return json({ result: 'success', data: notices });
        const sent = body as Record<string, string>;
        const created = {
          ...NOTICE,
          id: 5,
          description: sent.description,
          published_on: sent.published_on,
          pinned: sent.pinned === 'on',
          file: '/uploads/docs/news/new.pdf',
        };
        notices = [created, ...notices];
        return json({ result: 'success', message: 'Notice saved', data: created });
      },
    });
    const user = renderAt('/office/content', <OfficeContentPage />);
    const table = await screen.findByRole('table', { name: 'Every notice, drafts too, newest first' });
    expect(within(table).getByRole('rowheader', { name: 'Holiday list 2027' }).closest('tr')).toHaveTextContent(
      'Draft (not on the website)',
    );
    expect(within(table).getByRole('link', { name: `Edit: ${NOTICE.description}` })).toHaveAttribute(
      'href',
      '/office/content/news/4',
    );

    const form = screen.getByRole('form', { name: 'Add a notice' });
    await user.type(within(form).getByLabelText(/^Notice \(English\)/), 'Admit cards for the semester examination');
    await user.clear(within(form).getByLabelText(/Date of the notice/));
    await user.type(within(form).getByLabelText(/Date of the notice/), '2026-11-25');
    await user.click(within(form).getByLabelText('Pin to the top of the lists'));
    await user.upload(within(form).getByLabelText(/PDF of the notice/), pdf());
    await user.click(within(form).getByRole('button', { name: 'Save the notice' }));

    expect(await screen.findByText('Notice saved.')).toBeInTheDocument();
    const post = office.calls.find((call) => call.method === 'POST')!;
    expect(post.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');
    expect(post.body).toMatchObject({
      description: 'Admit cards for the semester examination',
      published_on: '2026-11-25',
      pinned: 'on',
      status: 'published',
    });
    expect((post.body as Record<string, unknown>)[NOTICE_FILE.field]).toBeInstanceOf(File);
    expect(
      await within(screen.getByRole('table')).findByRole('rowheader', {
        name: /Admit cards for the semester examination/,
      }),
    ).toBeInTheDocument();
    // The form is empty again for the next notice.
    expect(within(form).getByLabelText(/^Notice \(English\)/)).toHaveValue('');
  });

  it('keeps a half-typed notice when the session ends, brings it back after sign-in, and forgets it once saved', async () => {
    sessionStorage.clear();
    let signedIn = true;
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [OFFICE_NEWS_PATH]: ({ method, body }) => {
        if (method === 'GET') return json({ result: 'success', data: [] });
        if (!signedIn) return failure('Please sign in to the office.', 401);
        const sent = body as Record<string, string>;
        return json({
          result: 'success',
          message: 'Notice saved',
          data: { ...NOTICE, id: 9, description: sent.description },
        });
      },
    });
    const first = renderAt('/office/content', <OfficeContentPage />);
    let form = await screen.findByRole('form', { name: 'Add a notice' });
    await first.type(within(form).getByLabelText(/^Notice \(English\)/), 'Scholarship forms are due on 15 December');
    await first.type(within(form).getByLabelText(/^Notice in Hindi/), 'छात्रवृत्ति');
    // The session ends (30 idle minutes): saving is refused (401) and the frame sends the clerk to
    // sign in, leaving this page.
    signedIn = false;
    await first.click(within(form).getByRole('button', { name: 'Save the notice' }));
    await waitFor(() => expect(office.calls.some((call) => call.method === 'POST')).toBe(true));
    cleanup();

    // Signed in again, the page comes back with the typing and says so.
    signedIn = true;
    const again = renderAt('/office/content', <OfficeContentPage />);
    form = await screen.findByRole('form', { name: 'Add a notice' });
    expect(within(form).getByLabelText(/^Notice \(English\)/)).toHaveValue('Scholarship forms are due on 15 December');
    expect(within(form).getByLabelText(/^Notice in Hindi/)).toHaveValue('छात्रवृत्ति');
    expect(within(form).getByText(/What you had typed here is back/)).toBeInTheDocument();
    await again.upload(within(form).getByLabelText(/PDF of the notice/), pdf());
    await again.click(within(form).getByRole('button', { name: 'Save the notice' }));
    expect(await screen.findByText('Notice saved.')).toBeInTheDocument();
    cleanup();

    // Saved: a new visit starts empty.
    renderAt('/office/content', <OfficeContentPage />);
    form = await screen.findByRole('form', { name: 'Add a notice' });
    expect(within(form).getByLabelText(/^Notice \(English\)/)).toHaveValue('');
    expect(within(form).queryByText(/What you had typed here is back/)).not.toBeInTheDocument();
  });

  it('ties each mistake to its field and summarises them, sending nothing (a PDF over the limit too)', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [OFFICE_NEWS_PATH]: () => json({ result: 'success', data: [] }),
    });
    const user = renderAt('/office/content', <OfficeContentPage />);
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await user.click(within(form).getByRole('button', { name: 'Save the notice' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: `Notice (English): ${DESCRIPTION_MESSAGE}` })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Notice \(English\)/)).toHaveAccessibleDescription(
      expect.stringContaining(DESCRIPTION_MESSAGE),
    );

    await user.type(within(form).getByLabelText(/^Notice \(English\)/), 'Fee notice');
    await user.upload(
      within(form).getByLabelText(/PDF of the notice/),
      new File([new Uint8Array(NOTICE_FILE.maxBytes + 1)], 'scan.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save the notice' }));
    expect(await within(form).findByText(NOTICE_FILE.messages.tooLarge)).toBeInTheDocument();
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("says so to a signed-in user without the content editor's role", async () => {
    stubOffice({ ...meRoute(meAs(['accountant'])) });
    renderAt('/office/content', <OfficeContentPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});

describe('/office/content/news/:id', { timeout: 20_000 }, () => {
  it('changes a notice with its reason and version, and takes it off the website', async () => {
    let notice = NOTICE;
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [OFFICE_NEWS_PATH]: () => json({ result: 'success', data: [notice] }),
      [officeNoticePath(4)]: ({ body }) => {
        const sent = body as Record<string, string>;
        notice = { ...notice, description: sent.description, version: 2 };
        return json({ result: 'success', message: 'Notice saved', data: notice });
      },
      [officeNoticeUnpublishPath(4)]: () => {
        notice = { ...notice, status: 'draft', version: 3 };
        return json({ result: 'success', message: 'Notice taken off the website', data: notice });
      },
    });
    const user = renderAt('/office/content/news/4', <OfficeNoticePage />, { id: '4' });
    const change = await screen.findByRole('form', { name: 'Change the notice' });
    expect(within(change).getByLabelText(/^Notice \(English\)/)).toHaveValue(NOTICE.description);
    await user.clear(within(change).getByLabelText(/^Notice \(English\)/));
    await user.type(
      within(change).getByLabelText(/^Notice \(English\)/),
      'Semester examination form: last date 5 December',
    );
    await user.type(within(change).getByLabelText(/Reason for the change/), 'Date extended');
    await user.click(within(change).getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('Notice saved.')).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === officeNoticePath(4))?.body).toMatchObject({
      version: '1',
      reason: 'Date extended',
      description: 'Semester examination form: last date 5 December',
    });

    // The notice is read again after the change: act on the form of its new version.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'The notice now' })).getByText(
          'Semester examination form: last date 5 December',
        ),
      ).toBeInTheDocument(),
    );
    const off = await screen.findByRole('form', { name: 'Take it off the website' });
    await user.type(within(off).getByLabelText(/Reason for taking it off/), 'Superseded');
    await user.click(within(off).getByRole('button', { name: 'Take off the website' }));
    expect(await screen.findByText('The notice is off the website.')).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === officeNoticeUnpublishPath(4))?.body).toEqual({
      version: 2,
      reason: 'Superseded',
    });
    expect(await screen.findByRole('form', { name: 'Put it on the website' })).toBeInTheDocument();
  });

  it('says under the Hindi line when the English one changed without it, until the Hindi one is changed too', async () => {
    const bilingual = { ...NOTICE, description_hi: 'सेमेस्टर परीक्षा फॉर्म: अंतिम तिथि 30 नवंबर' };
    stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [OFFICE_NEWS_PATH]: () => json({ result: 'success', data: [bilingual] }),
    });
    const user = renderAt('/office/content/news/4', <OfficeNoticePage />, { id: '4' });
    const change = await screen.findByRole('form', { name: 'Change the notice' });
    const english = within(change).getByLabelText(/^Notice \(English\)/);
    const hindi = within(change).getByLabelText(/^Notice in Hindi/);
    const behind = /You changed the English line; change the Hindi line to match, or it will say something else/;
    expect(hindi).not.toHaveAccessibleDescription(behind);

    await user.clear(english);
    await user.type(english, 'Semester examination form: last date 5 December');
    expect(hindi).toHaveAccessibleDescription(behind);
    // The English line as it was: nothing to say.
    await user.clear(english);
    await user.type(english, bilingual.description);
    expect(hindi).not.toHaveAccessibleDescription(behind);

    await user.type(english, '!');
    expect(hindi).toHaveAccessibleDescription(behind);
    await user.clear(hindi);
    await user.type(hindi, 'सेमेस्टर परीक्षा फॉर्म: अंतिम तिथि 5 दिसंबर');
    expect(hindi).not.toHaveAccessibleDescription(behind);
  });

  it('says nothing of a Hindi line a notice does not have', async () => {
    stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [OFFICE_NEWS_PATH]: () => json({ result: 'success', data: [NOTICE] }),
    });
    const user = renderAt('/office/content/news/4', <OfficeNoticePage />, { id: '4' });
    const change = await screen.findByRole('form', { name: 'Change the notice' });
    await user.type(within(change).getByLabelText(/^Notice \(English\)/), ' (revised)');
    expect(within(change).queryByText(/You changed the English line/)).not.toBeInTheDocument();
  });

  it('says when someone changed the notice meanwhile, and reloads it', async () => {
    stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [OFFICE_NEWS_PATH]: () => json({ result: 'success', data: [NOTICE] }),
      [officeNoticePath(4)]: () => failure(NOTICE_STALE_MESSAGE, 409),
    });
    const user = renderAt('/office/content/news/4', <OfficeNoticePage />, { id: '4' });
    const change = await screen.findByRole('form', { name: 'Change the notice' });
    await user.type(within(change).getByLabelText(/Reason for the change/), 'Typo');
    await user.click(within(change).getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText(/Someone changed this notice meanwhile/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

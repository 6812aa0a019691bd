import { expect, test, type Page } from '@playwright/test';
import { demo, outboxMails, signIn } from '@college/remote-kit/testing/office-e2e';
import { axeAtWidths, openLive } from '@college/remote-kit/testing/e2e';

/**
 * Visitors' messages through the running portal: a complaint gets a reference number
 * on its confirmation, which finds its state on /message-status; the grievance officer sees it in
 * the inbox, assigns it (to themself from the office's list, counted as assigned to them in the room, then
 * to someone written in) and closes it with a reply, asked first, that lands in the outbox; the sender then reads
 * the reply with the same number. axe on the office pages and the status page at 375 and 1280 px.
 */

async function lookUp(page: Page, reference: string, contact: string) {
  await openLive(page, '/message-status');
  const form = page.getByRole('form', { name: 'Look up a message' });
  await form.getByLabel(/Reference number/).fill(reference);
  await form.getByLabel(/E-mail address or phone number/).fill(contact);
  await form.getByRole('button', { name: 'Show the status' }).click();
  return page.getByRole('region', { name: `Message ${reference}` });
}

test("a complaint's reference number finds its state; the grievance officer closes it with a reply that lands in the outbox, and the sender reads it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `meena.${Date.now().toString(36)}@example.in`;
  const reply = 'The principal has spoken to the student, and the college bus now has a woman conductor.';

  // The sender: a complaint, and its number on the confirmation.
  await openLive(page, '/complaints');
  const form = page.getByRole('form', { name: 'Grievance form' });
  await form.getByLabel(/User Name/).fill('Meena Kumari');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Message/).fill('A senior student harasses me on the college bus.');
  await form.getByRole('button', { name: 'Submit' }).click();
  const confirmation = page.getByRole('main').getByRole('region', { name: 'Message sent' });
  await expect(confirmation).toContainText('Your reference number is');
  const reference = /(CMP-[0-9A-F]{10})/.exec((await confirmation.textContent())!)![1];

  const state = await lookUp(page, reference, email.toUpperCase());
  await expect(state).toContainText('Received, not yet taken up');
  await axeAtWidths(page, '/message-status');

  // The grievance officer, in another browser.
  const office = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await openLive(office, '/office/grievances');
  await signIn(office, 'grievance_officer');
  await expect(office).toHaveURL(/\/office\/grievances$/);
  const filter = office.getByRole('form', { name: 'Show' });
  await filter.getByLabel(/Search/).fill(reference);
  await filter.getByRole('button', { name: 'Show' }).click();
  await expect(office).toHaveURL(new RegExp(`q=${reference}`));
  const row = office.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Meena Kumari');
  await axeAtWidths(office, '/office/grievances');

  await row.getByRole('link', { name: reference }).click();
  await expect(office).toHaveURL(new RegExp(`/office/grievances/${reference}$`));
  // Assigned to the signed-in officer from the office's list of grievance officers (shown as
  // "Name (username)", so chosen by its username), then to someone written in. Neither is e-mailed:
  // oneself is never told, and a name written in is no office account.
  const officer = demo('grievance_officer').username;
  let assign = office.getByRole('form', { name: 'Assign' });
  await assign.getByLabel(/Who handles it/).selectOption({ value: officer });
  await assign.getByRole('button', { name: 'Save the assignment' }).click();
  await expect(office.getByRole('region', { name: 'Where it stands' })).toContainText(officer);
  await expect(office.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(office.getByText(/by e-mail\.$/)).toHaveCount(0);
  await openLive(office, '/office/grievances');
  await expect(office.getByText(/assigned to you\./)).toBeVisible();
  await office.getByRole('link', { name: 'Show them' }).click();
  await expect(office).toHaveURL(/mine=1/);
  await office
    .getByRole('row', { name: new RegExp(reference) })
    .getByRole('link', { name: reference })
    .click();
  assign = office.getByRole('form', { name: 'Assign' });
  await assign.getByLabel(/Who handles it/).selectOption({ label: 'Someone else (write the name)' });
  await assign.getByLabel(/Name or office username/).fill('Dr. S. Verma');
  await assign.getByRole('button', { name: 'Save the assignment' }).click();
  await expect(office.getByRole('region', { name: 'Where it stands' })).toContainText('Dr. S. Verma');
  await expect(office.getByText('Dr. S. Verma is not an office user here, so no e-mail was sent.')).toBeVisible();
  const note = office.getByRole('form', { name: 'Add the note' });
  await note.getByLabel(/A note for the office/).fill('Spoke to the transport in-charge.');
  await note.getByRole('button', { name: 'Add the note' }).click();
  await expect(office.getByRole('region', { name: 'Internal notes' })).toContainText(
    'Spoke to the transport in-charge.',
  );
  await axeAtWidths(office, '/office/grievances/:reference');

  const close = office.getByRole('form', { name: 'Close with a reply' });
  await close.getByLabel(/Reply to the sender/).fill(reply);
  await close.getByRole('button', { name: 'Close with this reply' }).click();
  // Asked first: the reply as the sender gets it, and that it is final.
  const review = close.getByRole('region', { name: 'Before you close it' });
  await expect(review).toContainText(email);
  await expect(review).toContainText('cannot be changed');
  await axeAtWidths(office, '/office/grievances/:reference (closing)');
  await review.getByRole('button', { name: 'Close it and send the reply' }).click();
  await expect(office.getByRole('heading', { name: 'Closed' })).toBeVisible();
  await expect(office.getByRole('region', { name: 'Where it stands' })).toContainText(reply);

  // The reply is in the outbox, to the address the sender gave.
  await expect.poll(() => outboxMails('info', reference).length, { timeout: 45_000 }).toBe(1);
  const [mail] = outboxMails('info', reference);
  expect(mail).toContain(email);
  expect(mail.replace(/=\r?\n/g, '')).toContain('woman conductor');

  // The sender reads the state and the reply with the same number.
  const closed = await lookUp(page, reference, email);
  await expect(closed).toContainText('Closed');
  await expect(closed).toContainText(reply);
  await office.context().close();
});

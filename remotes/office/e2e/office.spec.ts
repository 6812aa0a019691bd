import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { demo, idleSessionsOf, nextCode, passwordStep, signIn } from '@college/remote-kit/testing/office-e2e';
import { AUDIT_SERVICES } from '@college/office-service/contract';

/**
 * The office's door through the running portal, with the demo accounts the e2e portal seeds (the
 * test settings say "demo": true): password and a TOTP code computed here from the demo secret,
 * the home's tiles per role, the no-access page, sign-out, an idle session sent back to sign-in
 * and on to the page asked for, a new user set up with a one-time code (recovery codes downloaded,
 * a new set made on the account page), an authenticator reset that needs the admin's new code with
 * the password, a role given with a reason and a course limit, and axe on every page.
 */

const tiles = (page: Page) => page.getByRole('list', { name: 'What you can open' }).getByRole('link');

test('an administrator signs in with password and TOTP, sees the admin rooms only, and signs out', async ({ page }) => {
  await openLive(page, '/office');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/office\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Office home' })).toBeFocused();
  await expect(page.getByText(`Signed in as ${demo('admin').displayName}.`)).toBeVisible();
  await expect(tiles(page)).toHaveText(['Office users', 'Audit log', 'Admission session', 'Your account']);
  // The office's own frame: its header names the user and lists the admin's pages; no public menu,
  // footer or language switch.
  const header = page.getByRole('banner');
  await expect(header).toContainText(`Signed in as ${demo('admin').displayName}`);
  await expect(header.getByRole('navigation', { name: 'Office rooms' }).getByRole('link')).toHaveText([
    'Office users',
    'Audit log',
    'Admission session',
  ]);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /हिन्दी/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);

  // A signed-in visitor going to sign-in goes home.
  await openLive(page, '/office/sign-in');
  await expect(page).toHaveURL(/\/office\/home$/);

  // The admin's pages answer, through the door, from the office service.
  await tiles(page).filter({ hasText: 'Office users' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Office users' })
      .getByRole('cell', { name: demo('accountant').displayName, exact: true }),
  ).toBeVisible();
  await openLive(page, '/office/audit');
  // Every service's part merged: the admin's own sign-in is a row of the office part (named, by the
  // admin's name, at a time in IST), and every part was read.
  const entries = page.getByRole('table', { name: /Audit log entries/ });
  const signInRow = entries
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Signed in', exact: true }) })
    .first();
  await expect(signInRow.getByRole('cell', { name: 'office', exact: true })).toBeVisible();
  await expect(signInRow.getByRole('cell', { name: demo('admin').displayName, exact: true })).toBeVisible();
  await expect(signInRow.getByRole('cell', { name: /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} IST$/ })).toBeVisible();
  await expect(page.getByText(/part of the log could not be read/)).toHaveCount(0);
  // The action filter lists the actions by name.
  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await expect(filters.getByLabel(/^Action/).getByRole('option', { name: 'Signed in', exact: true })).toBeAttached();
  // The CSV file is every entry of the filters, made by the services and merged here.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download every matching entry as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'service,id,at_ist,at_utc,user_id,username,name,role,action,action_name,record_type,record_id,before,after,reason,request_id,address',
  );
  expect(
    lines.some(
      (line) =>
        line.startsWith('office,') &&
        / IST,/.test(line) &&
        line.includes(`,${demo('admin').displayName},`) &&
        line.includes(',sign-in,Signed in,'),
    ),
  ).toBe(true);
  // The download is in the log: an audit.export row in each service's part (the list of actions
  // is read again after a download, so it names it now).
  await filters.getByLabel(/^Action/).selectOption({ label: 'Audit log downloaded' });
  await filters.getByRole('button', { name: 'Show entries' }).click();
  for (const service of AUDIT_SERVICES)
    await expect(
      entries
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Audit log downloaded', exact: true }) })
        .filter({ has: page.getByRole('cell', { name: service, exact: true }) })
        .first(),
      service,
    ).toBeVisible();

  // Signing out from the header, on any office page.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/office\/sign-in$/);
  await expect(page.getByText('You have signed out of the office.')).toBeVisible();
  // Signed out for real: the office API refuses, and an office page goes to sign-in.
  expect((await page.request.get('/api/v1/office/office/users')).status()).toBe(401);
  await openLive(page, '/office/home');
  await expect(page).toHaveURL(/\/office\/sign-in\?next=%2Foffice%2Fhome$/);
});

test("an accountant sees only the accounts office; the administrator's page shows the no-access page", async ({
  page,
}) => {
  await openLive(page, '/office/sign-in');
  await signIn(page, 'accountant');
  await expect(page).toHaveURL(/\/office\/home$/);
  await expect(tiles(page)).toHaveText(['Accounts office', 'Your account']);
  // The header's menu leads to the room as well as the tile does.
  await page.getByRole('navigation', { name: 'Office rooms' }).getByRole('link', { name: 'Accounts office' }).click();
  // The room is the admissions team's page (its remote), behind the same door.
  await expect(page).toHaveURL(/\/office\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts office' })).toBeVisible();
  await expect(page.getByText('Checking your office session…')).toHaveCount(0);

  for (const other of ['/office/users', '/office/audit', '/office/admissions']) {
    await openLive(page, other);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
      other,
    ).toBeVisible();
  }
  // The API says the same, in JSON.
  const refused = await page.request.get('/api/v1/office/office/users');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).result).toBe('failure');
  await page.getByRole('link', { name: 'Go to the office home' }).click();
  await expect(page).toHaveURL(/\/office\/home$/);
});

test('an idle session returns to sign-in, and signing in again goes on to the page asked for', async ({ page }) => {
  await openLive(page, '/office/sign-in');
  await signIn(page, 'results_officer');
  await expect(page).toHaveURL(/\/office\/home$/);
  // The home page's own calls done first: one still on its way would mark the session used again.
  await page.waitForLoadState('networkidle');

  // Idle for 31 minutes, as the office service counts it (decision 011: idle timeout 30 minutes).
  expect(idleSessionsOf('results_officer')).toBe(1);

  await openLive(page, '/office/account');
  await expect(page).toHaveURL(/\/office\/sign-in\?next=%2Foffice%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Office sign-in' })).toBeVisible();
  // It says why, so nobody thinks a password or the network failed.
  await expect(page.getByRole('status').filter({ hasText: 'Your session ended' })).toContainText('30 minutes');
  await signIn(page, 'results_officer');
  await expect(page).toHaveURL(/\/office\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your office account' })).toBeVisible();
  await expect(page.getByText('Results officer (all courses)')).toBeVisible();
});

test('a new user added by the administrator sets up with the one-time code, enrols the app and keeps the recovery codes', async ({
  page,
  browser,
}) => {
  await openLive(page, '/office/users');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/office\/users$/);
  const add = page.getByRole('form', { name: 'Add an office user' });
  await add.getByRole('textbox', { name: /Username/ }).fill('e2e.grievance');
  await add.getByRole('textbox', { name: 'Full name' }).fill('E2E Grievance Officer');
  await add.getByRole('checkbox', { name: 'Grievance officer' }).check();
  await add.getByRole('button', { name: 'Add user' }).click();
  const setupCode = (await page.getByTestId('setup-code').textContent())!.trim();

  // The new user, in a browser of their own.
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await openLive(newcomer, '/office/set-up');
  const main = newcomer.getByRole('main');
  await main.getByRole('textbox', { name: 'Username' }).fill('e2e.grievance');
  await main.getByRole('textbox', { name: 'Set-up code' }).fill(setupCode);
  await main.getByLabel('New password', { exact: true }).fill('a long walk to the river');
  await main.getByLabel('New password again').fill('a long walk to the river');
  await main.getByRole('button', { name: 'Set my password' }).click();

  await expect(main.getByRole('heading', { level: 2, name: 'Set up your authenticator app' })).toBeFocused();
  await expect(main.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await main.getByTestId('enrolment-key').textContent())!.replace(/\s/g, '');
  await main.getByRole('textbox', { name: '6-digit code' }).fill(await nextCode(secret, 'e2e.grievance'));
  await main.getByRole('button', { name: 'Confirm' }).click();

  await expect(main.getByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeFocused();
  await expect(main.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  // The codes as a .txt file: whose they are, the day and the ten codes.
  const download = newcomer.waitForEvent('download');
  await main.getByRole('button', { name: 'Download the codes (.txt)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^office-recovery-codes-e2e\.grievance-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toMatch(/^College office recovery codes for e2e\.grievance, made on \d{2}-\d{2}-\d{4}\./);
  expect(text.match(/^[0-9a-f]{4}(-[0-9a-f]{4}){3}$/gm)).toHaveLength(10);
  // On paper only the sheet: the page's header and the buttons are hidden.
  await newcomer.emulateMedia({ media: 'print' });
  await expect(newcomer.getByTestId('recovery-codes-sheet')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Print the codes' })).toBeHidden();
  await expect(newcomer.getByRole('banner')).toBeHidden();
  await newcomer.emulateMedia({ media: 'screen' });
  await main.getByRole('button', { name: 'Continue to the office' }).click();
  await expect(main.getByRole('link', { name: /I have written these recovery codes down/ })).toBeVisible();
  await main.getByRole('checkbox', { name: /I have written these recovery codes down/ }).check();
  await main.getByRole('button', { name: 'Continue to the office' }).click();
  await expect(newcomer).toHaveURL(/\/office\/home$/);
  await expect(tiles(newcomer)).toHaveText(['Grievances office', 'Your account']);
  // The account page counts the codes left and makes a new set with a current code.
  await openLive(newcomer, '/office/account');
  await expect(newcomer.getByTestId('recovery-codes-left')).toHaveText(/You have 10 unused recovery codes/);
  const newSet = newcomer.getByRole('form', { name: 'Make a new set of recovery codes' });
  await newSet.getByRole('textbox', { name: /6-digit code/ }).fill(await nextCode(secret, 'e2e.grievance'));
  await newSet.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(newcomer.getByRole('heading', { level: 3, name: 'Your new recovery codes' })).toBeFocused();
  await expect(newcomer.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await context.close();

  // The admin resets the new user's authenticator app: a new set-up code, shown once. (The list is
  // read again: the app set up meanwhile is what offers the reset.)
  await openLive(page, '/office/users');
  await page.getByRole('searchbox', { name: 'Search by name or username' }).fill('e2e.grievance');
  await expect(page.getByRole('table', { name: 'Office users' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Manage E2E Grievance Officer' }).click();
  const change = page.getByRole('form', { name: "Change E2E Grievance Officer's account" });
  const actions = change.getByRole('combobox', { name: /What to do/ });
  await expect(actions.getByRole('option', { name: 'Enable the account' })).toHaveCount(0);
  await expect(actions.getByRole('option', { name: 'Unlock after failed sign-ins' })).toHaveCount(0);
  await actions.selectOption({ label: 'Reset the authenticator app (gives a new set-up code)' });
  await change.getByRole('textbox', { name: /Reason/ }).fill('lost the phone');
  await change.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText("Set-up code for E2E Grievance Officer's new authenticator app")).toBeVisible();
  const resetCode = (await page.getByTestId('setup-code').textContent())!.trim();

  // The password alone no longer sets up an app: the page asks for the code, then enrols.
  const again = await browser.newContext();
  const back = await again.newPage();
  await openLive(back, '/office/sign-in');
  await passwordStep(back, 'e2e.grievance', 'a long walk to the river');
  const backMain = back.getByRole('main');
  await expect(backMain.getByText(/Your authenticator app was reset by an office administrator/)).toBeVisible();
  await expect(backMain.getByRole('heading', { name: 'Set up your authenticator app' })).toHaveCount(0);
  await backMain.getByRole('textbox', { name: /Set-up code/ }).fill(resetCode);
  await backMain.getByRole('button', { name: 'Sign in' }).click();
  await expect(backMain.getByRole('heading', { level: 2, name: 'Set up your authenticator app' })).toBeFocused();
  const newSecret = (await backMain.getByTestId('enrolment-key').textContent())!.replace(/\s/g, '');
  await backMain.getByRole('textbox', { name: '6-digit code' }).fill(await nextCode(newSecret, 'e2e.grievance'));
  await backMain.getByRole('button', { name: 'Confirm' }).click();
  await expect(backMain.getByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeFocused();
  await again.close();
});

test('an administrator gives a role with a reason and a course limit picked from the admission catalogue', async ({
  page,
}) => {
  await openLive(page, '/office/users');
  await signIn(page, 'admin');
  // A user of this test's own, so no other test's demo account changes.
  const add = page.getByRole('form', { name: 'Add an office user' });
  await add.getByRole('textbox', { name: /Username/ }).fill('e2e.verifier');
  await add.getByRole('textbox', { name: 'Full name' }).fill('E2E Verifier');
  await add.getByRole('checkbox', { name: 'Accountant' }).check();
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByTestId('setup-code')).toBeVisible();

  const name = 'E2E Verifier';
  await page.getByRole('button', { name: `Manage ${name}` }).click();
  const change = page.getByRole('form', { name: `Change ${name}'s account` });
  await change.getByRole('combobox', { name: /What to do/ }).selectOption({ label: 'Give a role' });
  await change.getByRole('combobox', { name: /^Role/ }).selectOption({ label: 'Document verifier' });
  const courses = change.getByRole('group', { name: 'Courses this role may handle' });
  await courses.getByRole('checkbox', { name: 'B.A.', exact: true }).check();
  await change.getByRole('button', { name: 'Apply' }).click();
  await expect(change.getByRole('link', { name: /Please give a reason\./ })).toBeVisible();
  await change.getByRole('textbox', { name: /Reason/ }).fill('helps at the B.A. desk');
  await change.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Gave ${name} the role Document verifier, for B.A..`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Office users' }).getByRole('row').filter({ hasText: name }),
  ).toContainText('Document verifier');
  await change.getByRole('combobox', { name: /What to do/ }).selectOption({ label: 'Take a role away' });
  await change.getByRole('combobox', { name: /^Role/ }).selectOption({ label: 'Accountant' });
  await change.getByRole('textbox', { name: /Reason/ }).fill('moved to verification');
  await change.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Took the role Accountant away from ${name}.`)).toBeVisible();
});

test('office pages are answered private, no-store and noindex, with a robots meta tag', async ({ request }) => {
  for (const url of ['/office', '/office/sign-in', '/office/home', '/office/users', '/office/audit']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('private, no-store');
    expect(response.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
    expect(await response.text(), url).toContain('<meta name="robots" content="noindex, nofollow">');
  }
  expect((await request.get('/')).headers()['x-robots-tag']).toBeUndefined();
});

for (const width of [375, 1280]) {
  test(`axe: every office page at ${width} px, signed out and as an administrator`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const url of ['/office/sign-in', '/office/set-up']) {
      await openLive(page, url);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectAxeClean(page, `${url} @${width}px`);
    }
    // The steps after the password, with their errors shown.
    await page.getByRole('main').getByRole('button', { name: 'Set my password' }).click();
    await expectAxeClean(page, `/office/set-up errors @${width}px`);
    await openLive(page, '/office/sign-in');
    const account = demo('admin');
    await passwordStep(page, account.username, account.password);
    await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: /Please enter the 6-digit code/ })).toBeVisible();
    await expectAxeClean(page, `second factor @${width}px`);
    await page
      .getByRole('main')
      .getByRole('textbox', { name: '6-digit code' })
      .fill(await nextCode(account.totpSecret, account.username));
    await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/office\/home$/);

    for (const url of ['/office/home', '/office/account', '/office/users', '/office/audit', '/office/admissions']) {
      await openLive(page, url);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Checking your office session…')).toHaveCount(0);
      await expect(page.getByText(/^Loading the/)).toHaveCount(0);
      await expectAxeClean(page, `${url} @${width}px`);
    }
    // The admin's forms in their error state.
    await openLive(page, '/office/users');
    // The Manage buttons are in view without scrolling the table sideways, also at 375 px.
    await expect(page.getByRole('button', { name: `Manage ${account.displayName}` })).toBeInViewport();
    await page.getByRole('button', { name: `Manage ${account.displayName}` }).click();
    await page.getByRole('main').getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Add user' }).click();
    await expectAxeClean(page, `/office/users errors @${width}px`);
  });
}

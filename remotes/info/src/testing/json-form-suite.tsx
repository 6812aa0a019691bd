// The behaviour the three JSON forms (feedback, grievance, contact) share, run once per page by its
// own test file. Not shipped: only *.test.tsx files import this.
import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { RemotePageProps } from '@college/remote-kit';
import {
  deferred,
  expectErrorSummary,
  fieldErrorsReply,
  renderFormPage,
  serverErrorReply,
  stubFetch,
  SAMPLE_REFERENCE,
  successReply,
  toastsWithRole,
} from './form-testing';

export interface JsonFormCase {
  Page: ComponentType<RemotePageProps>;
  path: string;
  /** The page's h1. */
  title: string;
  /** Accessible name of the form. */
  formName: string;
  /** Where it posts. */
  url: string;
  /**
   * Every field in screen order: its label, the key it is sent under, a value to type, and what it
   * says when left empty.
   */
  fields: Array<{ label: string; name: string; value: string; required: string }>;
  successMessage: string;
  /** A field the service rejects in the 400 test, and its message. */
  serverError: { name: string; message: string };
}

export function describeJsonForm(c: JsonFormCase) {
  const setup = () => {
    const { user } = renderFormPage(c.Page, { path: c.path, title: c.title });
    const form = screen.getByRole('form', { name: c.formName });
    const fieldOf = (label: string) => within(form).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
    const submit = within(form).getByRole('button', { name: 'Submit' });
    const fillAll = async () => {
      for (const field of c.fields) await user.type(fieldOf(field.label), field.value);
    };
    return { user, form, fieldOf, submit, fillAll };
  };
  const labelOf = (name: string) => c.fields.find((field) => field.name === name)!.label;
  const typedValues = () => Object.fromEntries(c.fields.map((field) => [field.name, field.value.trim()]));

  afterEach(() => vi.unstubAllGlobals());

  // Generous timeout: this machine's 2 cores are shared with other builds, and userEvent runs in real time.
  describe(`${c.title} form`, { timeout: 30_000 }, () => {
    it('has the page title and a labelled, required field for each value', () => {
      stubFetch(() => successReply(c.successMessage));
      const { fieldOf } = setup();
      expect(screen.getByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
      for (const field of c.fields) {
        expect(fieldOf(field.label)).toBeRequired();
        expect(fieldOf(field.label)).toHaveAttribute('name', field.name);
      }
    });

    it('on an empty submit shows the message under every field and a focused error summary linking to each, and sends nothing', async () => {
      const fetchMock = stubFetch(() => successReply(c.successMessage));
      const { user, form, fieldOf, submit } = setup();

      await user.click(submit);

      for (const field of c.fields) {
        await waitFor(() => expect(fieldOf(field.label)).toHaveAccessibleDescription(new RegExp(field.required)));
        expect(fieldOf(field.label)).toBeInvalid();
      }
      const links = await expectErrorSummary(
        form,
        c.fields.map((field) => ({ label: field.label, message: field.required })),
      );
      expect(fetchMock).not.toHaveBeenCalled();

      // Each link takes the person to its field.
      await user.click(links[1]);
      expect(fieldOf(c.fields[1].label)).toHaveFocus();
      await user.click(links[0]);
      expect(fieldOf(c.fields[0].label)).toHaveFocus();
    });

    it('drops a corrected field from the summary, and the summary once every field is right', async () => {
      stubFetch(() => successReply(c.successMessage));
      const { user, form, fieldOf, submit } = setup();
      const [first, ...rest] = c.fields;

      await user.click(submit);
      await expectErrorSummary(
        form,
        c.fields.map((field) => ({ label: field.label, message: field.required })),
      );

      await user.type(fieldOf(first.label), first.value);
      const summary = within(form).getByRole('alert');
      await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(rest.length));
      expect(within(summary).queryByRole('link', { name: new RegExp(`^${first.label}:`) })).not.toBeInTheDocument();
      // Emptying it again marks the field, but does not pull the summary (and focus) back to it.
      await user.clear(fieldOf(first.label));
      await waitFor(() => expect(fieldOf(first.label)).toBeInvalid());
      expect(within(summary).getAllByRole('link')).toHaveLength(rest.length);
      expect(fieldOf(first.label)).toHaveFocus();

      await user.type(fieldOf(first.label), first.value);
      for (const field of rest) await user.type(fieldOf(field.label), field.value);
      await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
    });

    it('re-validates a field as it changes: typing clears its message, emptying it brings it back', async () => {
      stubFetch(() => successReply(c.successMessage));
      const { user, fieldOf, submit } = setup();
      const [first, second] = c.fields;

      await user.click(submit);
      await waitFor(() => expect(fieldOf(first.label)).toHaveAccessibleDescription(new RegExp(first.required)));

      await user.type(fieldOf(first.label), 'x');
      await waitFor(() => expect(fieldOf(first.label)).not.toHaveAccessibleDescription(new RegExp(first.required)));
      expect(fieldOf(first.label)).toBeValid();
      expect(fieldOf(second.label)).toHaveAccessibleDescription(new RegExp(second.required));

      await user.clear(fieldOf(first.label));
      await waitFor(() => expect(fieldOf(first.label)).toHaveAccessibleDescription(new RegExp(first.required)));
    });

    it('posts the trimmed values as JSON, shows the success message once (on the page, no toast), and clears the form', async () => {
      const reply = deferred<Response>();
      const fetchMock = stubFetch(() => reply.promise);
      const { user, fieldOf, submit, fillAll } = setup();

      await fillAll();
      await user.type(fieldOf(c.fields[0].label), '  '); // trailing spaces are not sent
      await user.click(submit);

      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe(c.url);
      expect(init?.method).toBe('POST');
      expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
      // Exactly the form's fields; the empty honeypot is left out.
      expect(JSON.parse(init?.body as string)).toEqual(typedValues());

      // While it is on its way the button is busy and a second press sends nothing.
      expect(submit).toHaveAttribute('aria-busy', 'true');
      await user.click(submit);
      expect(fetchMock).toHaveBeenCalledTimes(1);

      reply.resolve(successReply(c.successMessage));

      // The confirmation takes the form's place, focused: the message, the number, where to look it up.
      const sent = await screen.findByRole('region', { name: 'Message sent' });
      expect(within(sent).getByRole('heading', { name: 'Message sent' })).toHaveFocus();
      expect(sent).toHaveTextContent(c.successMessage);
      expect(sent).toHaveTextContent(`Your reference number is ${SAMPLE_REFERENCE}.`);
      expect(within(sent).getByRole('link', { name: 'Check its status' })).toHaveAttribute('href', '/message-status');
      expect(screen.queryByRole('form', { name: c.formName })).not.toBeInTheDocument();
      // Said once: no toast repeats it to a screen reader.
      expect(screen.getAllByText(c.successMessage)).toHaveLength(1);
      expect(toastsWithRole('status', sent)).toEqual([]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      // Another message: the form again, empty.
      await user.click(within(sent).getByRole('button', { name: 'Send another' }));
      const again = screen.getByRole('form', { name: c.formName });
      for (const field of c.fields) expect(within(again).getByLabelText(field.label)).toHaveValue('');
      expect(within(again).getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy');
    });

    it("shows the service's field error under that field and in the focused summary, and keeps what was typed", async () => {
      const fetchMock = stubFetch(() => fieldErrorsReply({ [c.serverError.name]: c.serverError.message }));
      const { user, form, fieldOf, submit, fillAll } = setup();
      const rejected = () => fieldOf(labelOf(c.serverError.name));

      await fillAll();
      await user.click(submit);

      await waitFor(() => expect(rejected()).toHaveAccessibleDescription(new RegExp(c.serverError.message)));
      expect(rejected()).toBeInvalid();
      const [link] = await expectErrorSummary(form, [
        { label: labelOf(c.serverError.name), message: c.serverError.message },
      ]);
      await user.click(link);
      expect(rejected()).toHaveFocus();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      for (const field of c.fields) expect(fieldOf(field.label)).toHaveValue(field.value);
      expect(screen.queryByText(c.successMessage)).not.toBeInTheDocument();

      // Editing the field re-validates it and the server's message goes.
      await user.type(rejected(), 'a');
      await waitFor(() => expect(rejected()).not.toHaveAccessibleDescription(new RegExp(c.serverError.message)));
    });

    it('says the request was not sent when the network fails, and keeps what was typed', async () => {
      const fetchMock = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      const { user, form, fieldOf, submit, fillAll } = setup();

      await fillAll();
      await user.click(submit);

      const alert = await within(form).findByRole('alert');
      expect(alert).toHaveTextContent(/not sent/i);
      expect(alert).toHaveTextContent(/could not reach the server/i);
      // Said once, by the alert on the page; no toast repeats it.
      expect(screen.getAllByRole('alert')).toEqual([alert]);
      expect(toastsWithRole('alert', form)).toEqual([]);

      expect(fetchMock).toHaveBeenCalledTimes(1);
      for (const field of c.fields) expect(fieldOf(field.label)).toHaveValue(field.value);
      expect(submit).not.toHaveAttribute('aria-busy');
      expect(screen.queryByText(c.successMessage)).not.toBeInTheDocument();
    });

    it('says the request was not sent when the server fails, and sends again on the next press', async () => {
      const fetchMock = stubFetch(serverErrorReply, () => successReply(c.successMessage));
      const { user, form, fieldOf, submit, fillAll } = setup();

      await fillAll();
      await user.click(submit);
      expect(await within(form).findByRole('alert')).toHaveTextContent(/not sent.*something went wrong on our side/i);
      for (const field of c.fields) expect(fieldOf(field.label)).toHaveValue(field.value);

      await user.click(submit);
      expect(await screen.findByRole('region', { name: 'Message sent' })).toHaveTextContent(c.successMessage);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('has a honeypot people never meet: off-screen, hidden from screen readers, out of the tab order', async () => {
      stubFetch(() => successReply(c.successMessage));
      const { form } = setup();
      const trap = within(form).getByLabelText('Leave this field empty');

      expect(trap).toHaveAttribute('name', 'website');
      expect(trap).toHaveAttribute('tabindex', '-1');
      expect(trap).toHaveAttribute('autocomplete', 'off');
      expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(trap).toBeVisible(); // not display:none: bots that skip hidden inputs still fill it
      expect(within(form).queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    });

    it('sends a filled honeypot along (a bot), so the service can drop it quietly', async () => {
      const fetchMock = stubFetch(() => successReply(c.successMessage));
      const { user, form, fillAll, submit } = setup();

      await fillAll();
      await user.type(within(form).getByLabelText('Leave this field empty'), 'http://spam.example');
      await user.click(submit);

      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({
        ...typedValues(),
        website: 'http://spam.example',
      });
    });
  });
}

// The kit's useSubmitForm on a small react-hook-form form. It lives here, not in remote-kit, because
// the kit has no react-hook-form of its own (the remotes with forms bring it).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { Button, ErrorSummary, FileInput, TextField } from '@college/design-system';
import { allProblems, ApiError, SUBMIT_FORM_SETTINGS, useSubmitForm } from '@college/remote-kit';

const schema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your name')),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your email')),
    nickname: v.optional(v.string(), ''),
    // The file itself: whether one is needed is the file check's to say.
    proof: v.optional(v.custom<FileList>(() => true)),
  }),
  // A check across fields: it must show on the first submit too, with the others.
  v.forward(
    v.check(
      (values) => values.nickname === '' || values.nickname !== values.name,
      'Choose a nickname other than your name',
    ),
    ['nickname'],
  ),
);
type Values = v.InferInput<typeof schema>;
const files = (values: Values) => ({ proof: values.proof?.length ? undefined : 'Choose your proof' });

type Output = v.InferOutput<typeof schema>;

function SmallForm({
  send,
  readyToSend,
}: {
  send: (values: Output) => Promise<unknown>;
  readyToSend?: (values: Output) => boolean;
}) {
  const form = useForm<Values, unknown, v.InferOutput<typeof schema>>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(schema, { files })),
    defaultValues: { name: '', email: '', nickname: 'Asha' },
  });
  const submission = useSubmitForm(form, { send, readyToSend, notSent: 'Not sent.' });
  const { errorOf, failure } = submission;
  return (
    <form aria-label="Small form" noValidate onSubmit={submission.onSubmit}>
      <ErrorSummary errors={submission.problems} focusKey={submission.focusKey} />
      <TextField label="Name" error={errorOf('name')} {...form.register('name')} />
      <TextField label="Email" error={errorOf('email')} {...form.register('email')} />
      <TextField label="Nickname" error={errorOf('nickname')} {...form.register('nickname')} />
      <FileInput label="Proof" error={errorOf('proof')} {...form.register('proof')} />
      {failure && !failure.atFields && <p role="alert">{failure.message}</p>}
      <Button type="submit" loading={submission.sending}>
        Send
      </Button>
    </form>
  );
}

function setup(send: (values: unknown) => Promise<unknown>, readyToSend?: (values: Output) => boolean) {
  const user = userEvent.setup();
  render(<SmallForm send={send} readyToSend={readyToSend} />);
  const form = screen.getByRole('form', { name: 'Small form' });
  const field = (label: string) => within(form).getByLabelText(label);
  const submit = () => user.click(within(form).getByRole('button', { name: 'Send' }));
  const summaryLinks = async () => {
    const heading = await within(form).findByRole('heading', { name: 'There is a problem' });
    const summary = heading.closest<HTMLElement>('[role="alert"]')!;
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    return within(summary).getAllByRole('link');
  };
  const fillIn = async () => {
    await user.type(field('Name'), 'Asha Kumari');
    await user.type(field('Email'), 'asha@example.in');
    await user.upload(field('Proof'), new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }));
  };
  return { user, form, field, submit, summaryLinks, fillIn };
}

describe('useSubmitForm', () => {
  it('readyToSend holds checked values back (a review step) and is not asked while the check fails', async () => {
    const send = vi.fn(async () => ({}));
    const readyToSend = vi.fn((values: Output) => values.nickname === 'Go');
    const { field, submit, summaryLinks, fillIn, user } = setup(send, readyToSend);
    await submit();
    await summaryLinks();
    expect(readyToSend).not.toHaveBeenCalled();

    await fillIn();
    await submit();
    await waitFor(() => expect(readyToSend).toHaveBeenCalledWith(expect.objectContaining({ name: 'Asha Kumari' })));
    expect(send).not.toHaveBeenCalled();

    await user.clear(field('Nickname'));
    await user.type(field('Nickname'), 'Go');
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it('an empty submit lists every problem at once, files and checks across fields included, in form order', async () => {
    const send = vi.fn(async () => ({}));
    const { field, submit, summaryLinks } = setup(send);
    await submit();

    const links = await summaryLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      'Name: Enter your name',
      'Email: Enter your email',
      'Proof: Choose your proof',
    ]);
    expect(links[2]).toHaveAttribute('href', `#${field('Proof').id}`);
    expect(field('Proof')).toHaveAccessibleDescription(/Choose your proof/);
    expect(field('Proof')).toBeInvalid();
    expect(send).not.toHaveBeenCalled();
  });

  it('the check across fields comes with the field problems, and corrected fields leave the summary', async () => {
    const { user, form, field, submit, summaryLinks } = setup(vi.fn(async () => ({})));
    await user.type(field('Name'), 'Asha');
    await submit();
    const links = await summaryLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      'Email: Enter your email',
      'Nickname: Choose a nickname other than your name',
      'Proof: Choose your proof',
    ]);

    await user.upload(field('Proof'), new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(field('Proof')).not.toHaveAccessibleDescription(/Choose your proof/));
    // Left where the person is working: the summary shrinks without taking focus back.
    expect(field('Proof')).toHaveFocus();
    const summary = within(form).getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Email: Enter your email', 'Nickname: Choose a nickname other than your name']);
  });

  it("puts the service's field errors under their fields and in the focused summary", async () => {
    const send = vi.fn(async () => {
      throw new ApiError('Please correct the highlighted fields.', 400, { email: 'This email is already registered' });
    });
    const { user, form, field, submit, summaryLinks, fillIn } = setup(send);
    await fillIn();
    await submit();

    const [link] = await summaryLinks();
    expect(link).toHaveTextContent('Email: This email is already registered');
    expect(field('Email')).toHaveAccessibleDescription(/This email is already registered/);
    expect(field('Email')).toBeInvalid();
    // Said at the field and in the summary: no second alert.
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    await user.click(link);
    expect(field('Email')).toHaveFocus();
  });

  it('a network failure says so and keeps every value; the next press sends again', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Could not reach the server. Check your connection and try again.', 0))
      .mockResolvedValueOnce({});
    const { form, field, submit, fillIn } = setup(send);
    await fillIn();
    await submit();

    expect(await within(form).findByRole('alert')).toHaveTextContent('Not sent. Could not reach the server.');
    expect(field('Name')).toHaveValue('Asha Kumari');
    expect(field('Email')).toHaveValue('asha@example.in');
    expect((field('Proof') as HTMLInputElement).files?.[0]?.name).toBe('proof.pdf');
    expect(within(form).getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');

    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1][0]).toMatchObject({ name: 'Asha Kumari', email: 'asha@example.in' });
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
  });
});

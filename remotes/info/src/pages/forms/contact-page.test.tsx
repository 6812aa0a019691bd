import { screen, within } from '@testing-library/react';
import { CONTACT_PATH } from '@college/info-service/contract';
import { SITE } from '@college/remote-kit';
import ContactPage from './contact-page';
import { renderFormPage } from '../../testing/form-testing';
import { describeJsonForm } from '../../testing/json-form-suite';

describeJsonForm({
  Page: ContactPage,
  path: '/contact',
  title: 'Contact Us',
  formName: 'Contact form',
  url: CONTACT_PATH,
  fields: [
    { label: 'Name', name: 'stu_name', value: 'Meena Yadav', required: 'Enter your name' },
    { label: 'Email', name: 'email', value: 'meena@example.in', required: 'Enter your e-mail address' },
    {
      label: 'Message',
      name: 'message',
      value: 'When does B.Sc. admission counselling start?',
      required: 'Write your message',
    },
  ],
  successMessage: 'Your Request has been submitted successfully.',
  serverError: { name: 'email', message: 'Please use at most 254 characters' },
});

describe('Contact page details', () => {
  it("shows the college's address, phone, e-mail and office hours", () => {
    renderFormPage(ContactPage, { path: '/contact', title: 'Contact Us' });
    const details = screen.getByRole('region', { name: 'Get in touch' });

    expect(within(details).getByText(SITE.address, { exact: false })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: SITE.phone })).toHaveAttribute(
      'href',
      `tel:${SITE.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(within(details).getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    expect(details).toHaveTextContent('10:00 to 17:00');
  });
});

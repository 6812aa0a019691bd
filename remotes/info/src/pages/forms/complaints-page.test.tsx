import { screen } from '@testing-library/react';
import { COMPLAINT_PATH } from '@college/info-service/contract';
import ComplaintsPage from './complaints-page';
import { renderFormPage } from '../../testing/form-testing';
import { describeJsonForm } from '../../testing/json-form-suite';

describeJsonForm({
  Page: ComplaintsPage,
  path: '/complaints',
  title: 'Online Grievances',
  formName: 'Grievance form',
  url: COMPLAINT_PATH,
  fields: [
    { label: 'User Name', name: 'stu_name', value: 'Ravi Kumar', required: 'Enter your name' },
    { label: 'Email', name: 'email', value: 'ravi@example.in', required: 'Enter your e-mail address' },
    {
      label: 'Message',
      name: 'message',
      value: 'The drinking water cooler near block B is broken.',
      required: 'Write your message',
    },
  ],
  successMessage: 'Your Request submitted successfully.',
  serverError: { name: 'email', message: 'Please use at most 254 characters' },
});

describe('Online Grievances page fields', () => {
  it('asks for the e-mail with an e-mail keyboard and takes the message as a paragraph', () => {
    renderFormPage(ComplaintsPage, { path: '/complaints', title: 'Online Grievances' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
  });
});

import { screen } from '@testing-library/react';
import { FEEDBACK_PATH } from '@college/info-service/contract';
import FeedbackPage from './feedback-page';
import { renderFormPage } from '../../testing/form-testing';
import { describeJsonForm } from '../../testing/json-form-suite';

describeJsonForm({
  Page: FeedbackPage,
  path: '/feedback',
  title: 'Feedback',
  formName: 'Feedback form',
  url: FEEDBACK_PATH,
  fields: [
    { label: 'Student Name', name: 'stu_name', value: 'Asha Devi', required: "Enter the student's name" },
    { label: 'Admission No.', name: 'adm_no', value: 'BA-2025-0142', required: 'Enter your admission number' },
    { label: 'Student Phone', name: 'phone', value: '9876543210', required: "Enter the student's phone number" },
    { label: 'Address', name: 'address', value: 'Village Rampur, Post Sikandarpur', required: 'Enter your address' },
    {
      label: 'Message',
      name: 'message',
      value: 'Please add more evening library hours.',
      required: 'Write your message',
    },
  ],
  // The spec's wording, spelled out rather than imported, so a changed constant fails here.
  successMessage: 'Your Request submitted successfully.',
  serverError: { name: 'phone', message: 'Please use at most 20 characters' },
});

describe('Feedback page fields', () => {
  it('asks for the phone number with a number keypad, and takes address and message as paragraphs', () => {
    renderFormPage(FeedbackPage, { path: '/feedback', title: 'Feedback' });
    const phone = screen.getByLabelText('Student Phone');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Address').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
  });
});

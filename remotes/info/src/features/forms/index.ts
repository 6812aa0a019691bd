// The public forms' toolkit: one hook, one frame, and the senders. Used by every page in pages/forms.
export { useSubmissionForm, NOT_SENT } from './use-submission-form';
export type { SubmissionFormApi, SubmissionFormOptions, SubmissionOutcome } from './use-submission-form';
export { SubmissionForm } from './submission-form';
export type { SubmissionFormProps } from './submission-form';
export { HoneypotField } from './honeypot-field';
export { sendJson, sendMultipart, toFormData } from './send';
export { requiredFileSchema, isAcceptedFile } from '@college/remote-kit';
export type { FileFieldValue, FileRules as UploadRules } from '@college/remote-kit';
export { MessageFields } from './message-fields';

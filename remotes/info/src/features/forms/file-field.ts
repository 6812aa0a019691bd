// The public forms' file checks are the kit's, shared with admissions and careers.
export { isAcceptedFile, requiredFileSchema, type FileFieldValue, type FileRules as UploadRules } from '@college/remote-kit';

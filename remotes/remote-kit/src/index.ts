export { ApiError, getJson, postForm, postFormWithProgress, postJson } from './api';
export { forgetCachedResources, useLookup, useResource, type Lookup, type Resource } from './use-resource';
export { filledAnswerPath, pageAnswer, pageSearch, setPageAnswers, useInitialAnswer } from './page-answers';
export { useAnswer } from './use-page-answer';
export { createDraftStore, type DraftStore } from './draft-store';
export { ComingSoon, type RemotePageProps } from './coming-soon';
export { renderStandalone } from './standalone';
export {
  ACADEMIC_YEAR,
  ADMISSION,
  COUNSELLING,
  REPORTING,
  FEES,
  nameIn,
  NEWS_NEW_FOR_DAYS,
  RECRUITMENT,
  recruitmentIn,
  recruitmentTitle,
  SITE,
  siteFor,
  telHref,
  UPI_ID,
  type Site,
} from './site';
export { useSite } from './use-site';
export { stateName, stateOptions, type StateNames } from './state-names';
export { Letterhead } from './letterhead/letterhead';
export { useWindowStatus, type WindowStatus } from './window-status';
export { allProblems, type FileCheck } from './all-problems';
export { loadedOnFirstCall, type LoadedOnFirstCall } from './loaded-on-first-call';
export { useServerFormHandover } from './server-form';
export {
  SUBMIT_FORM_SETTINGS,
  useSubmitForm,
  type SubmitFailure,
  type SubmitForm,
  type SubmitFormHandle,
  type SubmitFormOptions,
} from './use-submit-form';
export { SubmitProblems } from './submit-problems';
export { lookupRefusal } from './lookup-refusal';
export {
  fileProblem,
  firstFile,
  isAcceptedFile,
  optionalFileSchema,
  requiredFileSchema,
  type FileFieldValue,
  type FileRules,
} from './file-rules';
export { DateField, type DateFieldProps } from './date-field/date-field';
/** An instant (a stored UTC time) as the college's day, "06-12-2026" (`collegeTime(iso, 'day')`), or YYYY-MM-DD (`collegeDay`). */
export { collegeDay, collegeTime } from '@college/service-kit/college-time';
export { ImageFitInput, type ImageFitInputProps, usePreviewUrl } from './image-fit/image-fit-input';
export { DocumentFitInput, type DocumentFitInputProps, MAX_PAGES } from './image-fit/document-fit-input';
export { ImageCodecProvider } from './image-fit/codec-context';
export {
  createPendingWork,
  type PendingWork,
  PendingWorkProvider,
  usePendingWork,
  waitingSubmit,
} from './image-fit/pending-work';
export { canvasImageCodec } from './image-fit/canvas-codec';
export {
  fitImage,
  IMAGE_SHAPES,
  type Crop,
  type DecodedImage,
  type FittedImage,
  type ImageCodec,
  type ImageKind,
  type Rect,
} from './image-fit/fit-image';
export { useInLanguage } from './use-in-language';
export { useSubmitInLanguage } from './submit-in-language';

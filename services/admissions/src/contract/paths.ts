// The admissions service's public paths (full paths; the gateway proxies them unchanged).

const BASE = '/api/v1/student';
export const STATES_PATH = `${BASE}/getAllState`;
export const DISTRICTS_PATH = `${BASE}/getDistrictByStateId`;
export const SUB_DISTRICTS_PATH = `${BASE}/getSubDistrictByDistrictId`;
export const COURSES_PATH = `${BASE}/getAllCourse`;
export const MAJOR_SUBJECTS_PATH = `${BASE}/getAllMajorSubjectByCourse`;
export const MINOR_SUBJECTS_PATH = `${BASE}/getAllMinorSubjectByCourse`;
export const CO_CURRICULAR_SUBJECTS_PATH = `${BASE}/getCoCurricularSubjectByCourse`;
export const VOCATIONAL_SUBJECTS_PATH = `${BASE}/getAllVocationalSubject`;
/** The admission session in force (the office's over the settings'): the public pages ask it. */
export const ADMISSION_SESSION_PATH = `${BASE}/admissionSession`;
export const SAVE_APPLICANT_PATH = `${BASE}/saveApplicant`;
export const SAVE_PAYMENT_PATH = `${BASE}/savePayment`;
/** Beyond the spec: an applicant who chose "Pay later" finds the application again. */
export const APPLICATION_STATUS_PATH = `${BASE}/getApplicationStatus`;
/** Beyond the spec: an applicant who lost her application number finds it by mobile number and date of birth. */
export const FIND_APPLICATION_NUMBER_PATH = `${BASE}/findApplicationNumber`;
/** Beyond the spec: the whole application, photo and signature included, for the applicant to print (decision 010). */
export const APPLICATION_FORM_PATH = `${BASE}/applicationForm`;
/** The applicant's way back: the queried documents again, with the look-up's proofs. */
export const REUPLOAD_DOCUMENTS_PATH = `${BASE}/reuploadDocuments`;
/** What the gateway sends to this service (gateway/src/service-routes.ts): everything under /api/v1/student/. */
export const PUBLIC_PATHS = [`${BASE}/`] as const;

/** `path?id=…` for the lookups that take a parent id. */
export const withId = (path: string, id: string | number) => `${path}?id=${encodeURIComponent(String(id))}`;

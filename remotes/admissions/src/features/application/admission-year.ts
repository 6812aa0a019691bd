import { admissionStartYear } from '@college/admissions-service/contract';
import { ACADEMIC_YEAR } from '@college/remote-kit';

/** The year the qualifying examination may be passed by at the latest: the settings' admission year. */
export const ADMISSION_YEAR = admissionStartYear(ACADEMIC_YEAR);

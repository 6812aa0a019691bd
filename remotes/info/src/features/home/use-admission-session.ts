import { useAnswer } from '@college/remote-kit';
import {
  ADMISSION_SESSION_PATH,
  admissionSessionAnswerSchema,
  type AdmissionSessionAnswer,
} from '@college/admissions-service/contract';
import { formatIndianDate } from '@college/settings/dates';
import { useToday } from '../shared/use-today';
import { admissionStatus, type AdmissionStatus } from './admission-status';
import { ADMISSION_YEAR, REGISTRATION } from './data/courses';

/** Pages that show the admission window declare this answer (decision 017), so it is in their first response. */
export const ADMISSION_SESSION_ANSWER = ADMISSION_SESSION_PATH;

const day = (iso: string) => ({ label: formatIndianDate(iso), iso });
const pick = ({ data }: AdmissionSessionAnswer) => ({
  year: data.year,
  registration: { opens: day(data.registration.opens), closes: day(data.registration.closes) },
});

/**
 * The admission year and registration window as the admissions office set them (the admissions
 * service's public answer, not a copy); the settings' values only until that answer is here.
 */
export function useAdmissionSession() {
  const session = useAnswer(ADMISSION_SESSION_PATH, admissionSessionAnswerSchema, pick);
  return session.data ?? { year: ADMISSION_YEAR, registration: REGISTRATION };
}

/**
 * Where registration stands today: null until the browser knows the day (the prerendered page
 * cannot), then upcoming, open or closed.
 */
export function useRegistrationStatus(): AdmissionStatus | null {
  const today = useToday();
  const { registration } = useAdmissionSession();
  return today === null
    ? null
    : admissionStatus({ opens: registration.opens.iso, closes: registration.closes.iso }, today);
}

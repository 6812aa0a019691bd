import {
  clientKey,
  type FileRule,
  HttpError,
  isUniqueViolation,
  readMultipart,
  requestLanguage,
  ValidationError,
} from '@college/service-kit';
import { isoDay, windowStatus } from '@college/settings/dates';
import type { FastifyPluginAsync } from 'fastify';
import type { AadhaarVault } from '../../aadhaar-vault';
import { createAcknowledgements } from '../../acknowledgements';
import { type ApplicationSecrets, newPaymentToken, paymentTokenHash } from '../../application-secrets';
import {
  AADHAAR_REGISTERED_MESSAGE,
  ADMISSION_SUBMITTED,
  type Applicant,
  APPLICANT_FILE_FIELDS,
  APPLICANT_FILES,
  type ApplicantFileField,
  applicantFieldsSchema,
  FORM_ALREADY_SENT_MESSAGE,
  IDENTITY_RATE_MESSAGE,
  isFileWanted,
  qualifyingExamOf,
  majorIssues,
  NOT_APPLICABLE,
  passingYearIssues,
  PLACE_MESSAGE,
  registrationClosedMessage,
  registrationNotOpenMessage,
  SAVE_APPLICANT_PATH,
  type SaveApplicantResponse,
  MISSING,
  MISSING_FILE,
  SUBJECT_OF_COURSE_MESSAGE,
  type UploadRule,
} from '../../contract';
import { type IdentityLimiter, identityKey } from '../../identity-limiter';
import { type ApplicationRow, summaryOf } from '../../plugins/applications-repository';
import type { CatalogueRepository } from '../../plugins/catalogue-repository';
import { noStore } from '../../no-store';
import { applicationsFolder, fileRule } from '../../uploads';

// Conditional files are read when sent and then kept or dropped by the form's own conditions.
const FILE_RULES = Object.fromEntries(
  APPLICANT_FILE_FIELDS.map((field) => {
    const rule: UploadRule = APPLICANT_FILES[field];
    return [field, fileRule(rule, !rule.when && !rule.exam, MISSING_FILE[field])];
  }),
) as Record<ApplicantFileField, FileRule>;

// Only the Aadhaar number makes a duplicate: e-mail and mobile may be shared (migration 013).
const duplicate = () => new HttpError(409, AADHAAR_REGISTERED_MESSAGE, { adhar_num: AADHAAR_REGISTERED_MESSAGE });

/**
 * The database's and the settings' view of the choices: places belong together, subjects to the
 * course, and the qualifying examination was passed by the admission year.
 */
function choiceErrors(
  catalogue: CatalogueRepository,
  fields: Applicant,
  admissionYear: number,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { key, message } of passingYearIssues(fields, admissionYear)) errors[key] = message;
  const [state, district, subDistrict, course] = [fields.state, fields.city, fields.district, fields.course].map(
    Number,
  );
  if (catalogue.districtsOf(state) === null) errors.state = MISSING.state;
  else if (!catalogue.districtInState(district, state)) errors.city = PLACE_MESSAGE;
  else if (!catalogue.subDistrictInDistrict(subDistrict, district)) errors.district = PLACE_MESSAGE;

  const chosen = catalogue.isOffered(course) ? catalogue.course(course) : undefined;
  if (!chosen) {
    errors.course = MISSING.course;
    return errors;
  }
  for (const { key, message } of majorIssues(fields, chosen.level)) errors[key] = message;
  const check = (key: keyof Applicant, kind: 'major' | 'minor' | 'cocurricular' | 'vocational') => {
    const value = fields[key];
    if (value === NOT_APPLICABLE || errors[key]) return;
    if (!catalogue.isSubject(kind, kind === 'vocational' ? null : course, Number(value)))
      errors[key] = SUBJECT_OF_COURSE_MESSAGE;
  };
  check('major_subfirst', 'major');
  check('major_secund', 'major');
  check('major_theard', 'major');
  check('minor_sub', 'minor');
  check('cocurricular_sub', 'cocurricular');
  check('vocational_sub', 'vocational');
  return errors;
}

export interface ApplicantRouteOptions {
  vault: AadhaarVault;
  secrets: ApplicationSecrets;
  limiter: IdentityLimiter;
}

/**
 * POST saveApplicant: the admission form with its documents. Nothing is half-stored: files wait in
 * tmp/ while the request is read, the row and the files are committed together, and a refusal
 * (invalid, duplicate, rate limited) leaves neither row nor file.
 */
export const applicantRoutes =
  ({ vault, secrets, limiter }: ApplicantRouteOptions): FastifyPluginAsync =>
  async (fastify) => {
    const { catalogue, applications } = fastify;
    const acknowledgements = createAcknowledgements(fastify);
    const answer = (row: ApplicationRow, issued: { token: string; code: string }): SaveApplicantResponse => {
      const summary = summaryOf(row, catalogue.course(row.course_id)!);
      return {
        result: 'success',
        message: ADMISSION_SUBMITTED,
        data: { ...summary, payment_token: issued.token, access_code: issued.code },
      };
    };
    const issue = () => ({ token: newPaymentToken(), code: secrets.newAccessCode() });
    // A retry comes when the first answer was lost, code and token with it (only their hashes are
    // kept): the retry gets new ones, and the first code stops working.
    const answerAgain = (row: ApplicationRow) => {
      const issued = issue();
      applications.renewSecrets(row, secrets.accessCodeHash(issued.code), paymentTokenHash(issued.token));
      return answer(row, issued);
    };

    fastify.post(SAVE_APPLICANT_PATH, { onRequest: noStore }, async (request, reply) => {
      // The session in force (the office's over the settings', decision 014), read now: a change holds at once.
      // Outside its window nothing is read or stored (the kit drains the rest of the body). The
      // window is kept by the service's clock (fastify.now(): tests set it).
      const session = fastify.admissionSession.current();
      const status = windowStatus(session, isoDay(fastify.now()));
      if (status === 'upcoming') throw new HttpError(403, registrationNotOpenMessage(session.year, session.opens));
      if (status === 'closed') throw new HttpError(403, registrationClosedMessage(session.year, session.closes));
      // The admission year numbers count in: 2025 for "2025-26".
      const year = Number.parseInt(session.year, 10);

      const form = await readMultipart(request, { fields: applicantFieldsSchema, files: FILE_RULES });
      const { fields } = form;
      const files = form.files as Partial<Record<ApplicantFileField, unknown>>;
      const aadhaarHash = vault.hash(fields.adhar_num);

      // A retried or double-clicked submit: the first answer again, nothing new stored.
      if (fields.idempotency_key) {
        const first = applications.byIdempotencyKey(fields.idempotency_key);
        if (first && first.adhar_hash === aadhaarHash) {
          form.discard();
          return answerAgain(first);
        }
        if (first) throw new HttpError(409, FORM_ALREADY_SENT_MESSAGE);
      }

      const errors = choiceErrors(catalogue, fields, year);
      // The course's level decides the qualifying examination, and so its marksheet.
      const level = catalogue.isOffered(Number(fields.course))
        ? catalogue.course(Number(fields.course))?.level
        : undefined;
      for (const field of APPLICANT_FILE_FIELDS) {
        if (!isFileWanted(field, fields, level))
          delete files[field]; // hidden upload: never stored
        else if (!files[field]) errors[field] ??= MISSING_FILE[field];
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      // Counted only now that the form is valid, and per client and person (identity-limiter.ts).
      if (!limiter.attempt(identityKey(clientKey(request.ip), aadhaarHash)))
        throw new HttpError(429, IDENTITY_RATE_MESSAGE);
      if (applications.isDuplicate(year, aadhaarHash)) throw duplicate();
      // Only now the files are decoded: the costly check, for a form that passed every other.
      await form.checkFiles();

      const aadhaar = vault.seal(fields.adhar_num);
      const issued = issue();
      try {
        const row = await form.commit(
          applicationsFolder(fastify.paths),
          (stored) =>
            applications.insert({
              year,
              fields,
              aadhaar,
              files: stored,
              exam: qualifyingExamOf(level),
              accessCodeHash: secrets.accessCodeHash(issued.code),
              paymentTokenHash: paymentTokenHash(issued.token),
              // The page's language: the acknowledgement mail now, and every later mail, are in it.
              lang: requestLanguage(request),
            }),
          fastify.documents.storeOf, // identity documents are written sealed (document-vault.ts)
        );
        // Queued, not sent: the sender mails it after this answer (a retry sends none again).
        acknowledgements.submitted(row);
        return answer(row, issued);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race: a concurrent retry of this very form got in first, or another form with the
        // same Aadhaar did. The unique index decided; the files are already gone again.
        const first = fields.idempotency_key ? applications.byIdempotencyKey(fields.idempotency_key) : undefined;
        if (first && first.adhar_hash === aadhaarHash) return reply.send(answerAgain(first));
        throw duplicate();
      }
    });
  };

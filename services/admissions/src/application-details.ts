import type { FastifyInstance } from 'fastify';
import { maskAadhaar, type PrintableApplication } from './contract';
import { type ApplicationRow, summaryOf } from './plugins/applications-repository';
import { subjectsOf } from './proofs';

/** Every field of the printable application but its photo and signature. */
export type ApplicationDetails = Omit<PrintableApplication, 'photo' | 'signature'>;

/**
 * Every field of an application as the applicant's printout and the office's detail show it: places,
 * course and subjects by name, the Aadhaar number only as XXXX XXXX 1234, the qualifying
 * examination (null for applications made before it was asked) and the payment.
 */
export function applicationDetails(fastify: FastifyInstance, row: ApplicationRow): ApplicationDetails {
  const { applications, catalogue } = fastify;
  const details = applications.printableOf(row.id)!;
  const summary = summaryOf(row, catalogue.course(row.course_id)!);
  const qualifying =
    details.qual_board !== null &&
    details.qual_year !== null &&
    details.qual_roll !== null &&
    details.qual_marks !== null &&
    details.qual_max !== null &&
    details.qual_percent !== null
      ? {
          exam: details.qual_exam,
          board: details.qual_board,
          year: details.qual_year,
          roll: details.qual_roll,
          marks: details.qual_marks,
          max: details.qual_max,
          percent: details.qual_percent.toFixed(2),
        }
      : null;
  return {
    application_no: row.application_no,
    submitted_at: row.created_at,
    name: row.fname,
    father: row.father_fname,
    mother: details.mother_fname,
    dob: row.dob,
    gender: details.gender,
    aadhaar_masked: maskAadhaar(details.adhar_last4),
    mobile: details.mobile,
    email: details.email,
    category: details.category,
    income_amount: details.income_amount,
    caste_no: details.caste_no,
    issue_date: details.issue_date,
    religion: details.religion,
    marital: details.marital,
    handicap: details.handicap,
    dis_type: details.dis_type,
    pwd_percent: details.pwd_percent,
    address: details.address,
    state: details.state,
    state_hi: details.state_hi,
    district: details.district,
    sub_district: details.sub_district,
    pincode: details.pincode,
    course: summary.course,
    fee: summary.fee,
    tc: details.tc,
    subjects: subjectsOf(fastify, row),
    qualifying,
    payment: applications.paymentOf(row.id),
  };
}

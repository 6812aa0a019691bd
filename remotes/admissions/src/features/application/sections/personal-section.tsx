import { Select, TextField } from '@college/design-system';
import { DateField } from '@college/remote-kit';
import {
  CATEGORIES,
  DISABILITY_TYPES,
  FIELD_LIMITS,
  GENDERS,
  MARITAL_STATUSES,
  needsCertificateDetails,
  needsDisabilityType,
  RELIGIONS,
  YES_NO,
} from '@college/admissions-service/contract';
import { fieldProps, options, type SectionProps } from './form-context';
import styles from '../admission-form.module.css';

/** Who the applicant is: names, birth, identity, contact, category and its certificate, disability. */
export function PersonalSection(props: SectionProps) {
  const { text, select } = fieldProps(props);
  const { values, words } = props;
  const choose = words.text('select');
  return (
    <div className={styles.grid}>
      <TextField {...text('fname')} autoComplete="name" maxLength={FIELD_LIMITS.name} />
      <TextField {...text('father_fname')} autoComplete="off" maxLength={FIELD_LIMITS.name} />
      <TextField {...text('mother_fname')} autoComplete="off" maxLength={FIELD_LIMITS.name} />
      <DateField {...text('dob')} typed={props.values.dob} autoComplete="bday" />
      <Select {...select('gender', options(words, 'gender', GENDERS), choose)} />
      <TextField
        {...text('adhar_num')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        hint={words.text('hintAadhaar')}
      />
      {/* A text field, not type="tel": HTML allows `tel-national` (autofill without +91) only on text
          fields, and inputMode still brings up the number pad. */}
      <TextField
        {...text('mobile')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={13}
        hint={words.text('hintMobile')}
      />
      <TextField {...text('email')} type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} />
      <Select {...select('category', options(words, 'category', CATEGORIES), choose)} />
      {values.category === 'GEN-EWS' && (
        <TextField {...text('income_amount')} inputMode="numeric" autoComplete="off" hint={words.text('hintIncome')} />
      )}
      {needsCertificateDetails(values) && (
        <>
          <TextField {...text('caste_no')} autoComplete="off" maxLength={FIELD_LIMITS.certificateNumber} />
          <DateField {...text('issue_date')} typed={props.values.issue_date} autoComplete="off" />
        </>
      )}
      <Select {...select('religion', options(words, 'religion', RELIGIONS), choose)} />
      <Select {...select('marital', options(words, 'marital', MARITAL_STATUSES), choose)} />
      <Select {...select('handicap', options(words, 'yesNo', YES_NO), choose, ['dis_type', 'pwd_percent'])} />
      {needsDisabilityType(values) && (
        <>
          <Select {...select('dis_type', options(words, 'disability', DISABILITY_TYPES), choose)} />
          <TextField
            {...text('pwd_percent')}
            required={false}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            hint={words.text('hintPwd')}
          />
        </>
      )}
    </div>
  );
}

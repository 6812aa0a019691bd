import { useEffect } from 'react';
import { Checkbox, TextField } from '@college/design-system';
import { FIELD_LIMITS } from '@college/careers-service/contract';
import { useWatch } from 'react-hook-form';
import { fieldId } from '../fields';
import { useFormText } from '../form-text';
import { useDistricts, useStates } from '../lookups';
import { ADDRESS_PARTS } from '../values';
import type { SectionProps } from './form-context';
import { LookupSelect } from './lookup-select';
import styles from './sections.module.css';

type Prefix = 'p' | 'c';

function AddressFields({
  form,
  errorOf,
  prefix,
  legend,
  copied,
}: SectionProps & { prefix: Prefix; legend: string; copied: boolean }) {
  const { register, setValue, control } = form;
  const states = useStates();
  const state = useWatch({ control, name: `${prefix}state` });
  const districts = useDistricts(state);
  const { text } = useFormText();
  return (
    <fieldset className={styles.address}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        <TextField
          id={fieldId(`${prefix}address`)}
          className={styles.wide}
          label={text('address')}
          multiline
          rows={2}
          required
          readOnly={copied}
          maxLength={FIELD_LIMITS.address}
          error={errorOf(`${prefix}address`)}
          {...register(`${prefix}address`)}
        />
        <LookupSelect
          form={form}
          errorOf={errorOf}
          name={`${prefix}state`}
          label={text('state')}
          options={states}
          placeholder={text('selectState')}
          disabled={copied}
          // Districts belong to a state: a new state means choosing the district again.
          onChosen={() => setValue(`${prefix}district`, '')}
        />
        <LookupSelect
          form={form}
          errorOf={errorOf}
          name={`${prefix}district`}
          label={text('district')}
          options={districts}
          placeholder={text('selectDistrict')}
          waitingFor={state ? undefined : text('stateFirst')}
          disabled={copied}
        />
        <TextField
          id={fieldId(`${prefix}pincode`)}
          label={text('pincode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          readOnly={copied}
          error={errorOf(`${prefix}pincode`)}
          {...register(`${prefix}pincode`)}
        />
      </div>
    </fieldset>
  );
}

/**
 * Permanent and correspondence address. "Same as permanent" copies the permanent address into the
 * correspondence fields and keeps them in step while it stays ticked; they are read-only meanwhile.
 */
export function AddressSection(props: SectionProps) {
  const { form } = props;
  const { control, setValue, getValues, register } = form;
  const same = useWatch({ control, name: 'sameAsPermanent' });
  const permanent = useWatch({ control, name: ['paddress', 'pstate', 'pdistrict', 'ppincode'] });
  const submitted = form.formState.isSubmitted;
  const { text } = useFormText();

  useEffect(() => {
    if (!same) return;
    ADDRESS_PARTS.forEach((part, index) => {
      if (getValues(`c${part}`) !== permanent[index])
        setValue(`c${part}`, permanent[index], { shouldValidate: submitted });
    });
    // permanent is a new array on every render; its parts are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [same, ...permanent, submitted, getValues, setValue]);

  return (
    <>
      <AddressFields {...props} prefix="p" legend={text('permanentAddress')} copied={false} />
      <Checkbox id={fieldId('sameAsPermanent')} label={text('sameAsPermanent')} {...register('sameAsPermanent')} />
      <AddressFields {...props} prefix="c" legend={text('correspondenceAddress')} copied={same} />
    </>
  );
}

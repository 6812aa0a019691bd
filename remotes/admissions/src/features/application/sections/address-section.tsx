import { Select, TextField } from '@college/design-system';
import { FIELD_LIMITS } from '@college/admissions-service/contract';
import { fieldProps, placeholderOf, places, type SectionProps } from './form-context';
import styles from '../admission-form.module.css';

/** The address: state, then its districts, then their sub-districts. */
export function AddressSection(props: SectionProps) {
  const { text, select } = fieldProps(props);
  const { states, districts, subDistricts } = props.lookups;
  const stateOptions = states.items.map((state) => ({ value: String(state.id), label: state.state_name }));
  return (
    <>
      <TextField {...text('address')} multiline rows={3} autoComplete="street-address" maxLength={FIELD_LIMITS.address} />
      <div className={styles.grid}>
        <Select {...select('state', stateOptions, placeholderOf(states), ['city', 'district'])} />
        <Select {...select('city', places(districts), placeholderOf(districts, 'state'), ['district'])} />
        <Select {...select('district', places(subDistricts), placeholderOf(subDistricts, 'district'))} />
        <TextField {...text('pincode')} inputMode="numeric" autoComplete="postal-code" maxLength={6} />
      </div>
    </>
  );
}

import { Select, TextField } from '@college/design-system';
import { FIELD_LIMITS } from '@college/admissions-service/contract';
import { fieldProps, placeholderOf, places, type SectionProps, stateOptions } from './form-context';
import styles from '../admission-form.module.css';

/**
 * The address: state (in the page's language), then its districts, then their sub-districts (LGD
 * names, in English only).
 */
export function AddressSection(props: SectionProps) {
  const { text, select } = fieldProps(props);
  const { words } = props;
  const { states, districts, subDistricts } = props.lookups;
  return (
    <>
      <TextField
        {...text('address')}
        multiline
        rows={3}
        autoComplete="street-address"
        maxLength={FIELD_LIMITS.address}
      />
      <div className={styles.grid}>
        <Select {...select('state', stateOptions(words, states), placeholderOf(words, states), ['city', 'district'])} />
        <Select {...select('city', places(words, districts), placeholderOf(words, districts, 'state'), ['district'])} />
        <Select {...select('district', places(words, subDistricts), placeholderOf(words, subDistricts, 'district'))} />
        <TextField {...text('pincode')} inputMode="numeric" autoComplete="postal-code" maxLength={6} />
      </div>
    </>
  );
}

import type { UseFormReturn } from 'react-hook-form';
import type { CareerFormOutput, CareerFormValues } from '../values';

/** What every section of the form gets: the form, and the message to show under a field. */
export interface SectionProps {
  form: UseFormReturn<CareerFormValues, unknown, CareerFormOutput>;
  errorOf: (name: string) => string | undefined;
}

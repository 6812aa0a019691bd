import type { FieldErrors } from 'react-hook-form';

/**
 * A form's messages: one per field for the field itself (`errorOf`), and the error summary's links
 * in screen order (`problems`), from react-hook-form's errors.
 */
export function formProblems<N extends string>(
  errors: FieldErrors,
  order: readonly N[],
  fieldId: (name: N) => string,
  label: (name: N) => string,
) {
  const errorOf = (name: N) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? message : undefined;
  };
  const problems = order.flatMap((name) => {
    const message = errorOf(name);
    return message ? [{ fieldId: fieldId(name), label: label(name), message }] : [];
  });
  return { errorOf, problems };
}

/** The form the service reads: the mapping's fields first, then the file. */
export function statementForm(file: File, mapping?: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(mapping ?? {})) form.append(name, value);
  form.append('file', file);
  return form;
}

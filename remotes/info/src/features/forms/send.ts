import { postForm, postJson } from '@college/remote-kit';
import { HONEYPOT_FIELD, submissionResponseSchema } from '@college/info-service/contract';

type Values = Record<string, unknown>;

/** People leave the honeypot empty; then it is not sent at all (bots fill it, and it goes along). */
function withoutEmptyHoneypot(values: Values): Values {
  if (values[HONEYPOT_FIELD]) return values;
  const { [HONEYPOT_FIELD]: _empty, ...rest } = values;
  return rest;
}

/** A sender for useSubmissionForm: the values as JSON, the reply checked against the contract. */
export function sendJson(path: string) {
  return (values: object) => postJson(path, withoutEmptyHoneypot(values as Values), submissionResponseSchema);
}

/** The values as multipart/form-data: text parts first, then the files. */
export function toFormData(values: object): FormData {
  const entries = Object.entries(withoutEmptyHoneypot(values as Values)).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  const body = new FormData();
  for (const [name, value] of entries) {
    if (!(value instanceof Blob)) body.append(name, String(value));
  }
  for (const [name, value] of entries) {
    if (value instanceof File) body.append(name, value, value.name);
    else if (value instanceof Blob) body.append(name, value);
  }
  return body;
}

/** A sender for forms with files: multipart POST, the reply checked against the contract. */
export function sendMultipart(path: string) {
  return (values: object) => postForm(path, toFormData(values), submissionResponseSchema);
}

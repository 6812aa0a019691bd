import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { allProblems } from './all-problems';

const schema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.nonEmpty('Enter your name')),
    course: v.string(),
    ews: v.optional(v.string(), ''),
  }),
  v.forward(
    v.check((values) => values.course !== 'GEN-EWS' || values.ews !== '', 'Enter the income'),
    ['ews'],
  ),
);
const messages = (result: v.SafeParseResult<v.GenericSchema>) =>
  Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

describe('allProblems', () => {
  it('runs the checks after a failed field and the file check in the same pass', () => {
    const checked = allProblems(schema, { files: () => ({ photo: 'Please upload this document', cv: undefined }) });
    const result = v.safeParse(checked, { name: '', course: 'GEN-EWS', ews: '' }, { abortPipeEarly: true });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({
      name: 'Enter your name',
      ews: 'Enter the income',
      photo: 'Please upload this document',
    });
  });

  it("keeps a field's own message before the file check's", () => {
    const checked = allProblems(
      v.object({
        photo: v.pipe(
          v.string(),
          v.check(() => false, 'Too large'),
        ),
      }),
      {
        files: () => ({ photo: 'Please upload this document' }),
      },
    );
    expect(v.safeParse(checked, { photo: 'x' }).issues?.map((issue) => issue.message)).toEqual(['Too large']);
  });

  it('gives the schema output when all is well', () => {
    const result = v.safeParse(allProblems(schema, { files: () => ({}) }), { name: 'Asha', course: 'General' });
    expect(result).toMatchObject({ success: true, output: { name: 'Asha', course: 'General', ews: '' } });
  });
});

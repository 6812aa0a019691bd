import * as v from 'valibot';

/**
 * What the schema cannot see about a form's files (which documents the other answers make
 * required…): a message per field name, nothing (or undefined) for a field that is fine.
 */
export type FileCheck<Input> = (values: Input) => Partial<Record<string, string | undefined>>;

/**
 * A form's schema as its resolver should run it: every problem in one pass. The valibot resolver
 * stops a pipe at its first failure, so checks after a failed object (across fields, or which
 * documents are missing) would only show on the next submit. Here the schema always runs to the
 * end and the file check alongside it; a field's own message comes first.
 */
export function allProblems<S extends v.GenericSchema>(
  schema: S,
  options: { files?: FileCheck<v.InferInput<S>> } = {},
) {
  return v.pipe(
    v.custom<v.InferInput<S>>(() => true),
    v.rawTransform<v.InferInput<S>, v.InferOutput<S>>(({ dataset, addIssue, NEVER }) => {
      const values = dataset.value;
      const result = v.safeParse(schema, values, { abortPipeEarly: false });
      const flagged = new Set<string>();
      for (const issue of result.issues ?? []) {
        const path = v.getDotPath(issue);
        if (path) flagged.add(path);
        addIssue({ message: issue.message, path: issue.path });
      }
      const record = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
      let filesFine = true;
      for (const [key, message] of Object.entries(options.files?.(values) ?? {})) {
        if (!message) continue;
        filesFine = false;
        if (flagged.has(key)) continue;
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: record, key, value: record[key] }] });
      }
      return result.success && filesFine ? result.output : NEVER;
    }),
  );
}

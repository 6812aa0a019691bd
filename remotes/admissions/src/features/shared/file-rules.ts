import { fileKindMessage, fileTooLargeMessage, type UploadRule } from '@college/admissions-service/contract';
import {
  type FileFieldValue,
  type FileRules,
  fileProblem as kitFileProblem,
  firstFile,
  optionalFileSchema,
} from '@college/remote-kit';

/** A file input's value (a FileList), or the File an image fitter set. */
export type FileValue = FileFieldValue;
export { firstFile };

/** The contract's upload rule with the admission messages, as the kit's file checks take it. */
export const fileRulesOf = (rule: UploadRule): FileRules => ({
  maxBytes: rule.maxBytes,
  accept: rule.accept,
  messages: { tooLarge: fileTooLargeMessage(rule), wrongKind: fileKindMessage(rule) },
});

/** What is wrong with a chosen file (too large, wrong kind); nothing when none is chosen. */
export const fileProblem = (value: FileValue, rule: UploadRule) => kitFileProblem(value, fileRulesOf(rule));

/** An optional file field: its output is the File (or undefined), checked for size and kind. */
export const fileSchema = (rule: UploadRule) => optionalFileSchema(fileRulesOf(rule));

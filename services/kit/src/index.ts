export {
  answerAsInstance,
  createServiceApp,
  requestLanguage,
  DEFAULT_BODY_LIMIT,
  DEFAULT_MULTIPART_LIMITS,
  isCrossSite,
  PERMISSIONS_POLICY,
  type ServiceAppOptions,
  type ServiceBuildOptions,
} from './app';
export {
  ConfigError,
  DEFAULT_RATE_LIMITS,
  loadServiceConfig,
  type MailConfig,
  parseMailConfig,
  parseServiceConfig,
  type RateLimit,
  type RateLimits,
  type ServiceConfig,
  type ServiceConfigDefaults,
} from './config';
export {
  CROSS_SITE_MESSAGE,
  errorHandler,
  failure,
  type FailureBody,
  GENERIC_ERROR_MESSAGE,
  HttpError,
  NOT_FOUND_MESSAGE,
  notFoundHandler,
  RATE_LIMIT_MESSAGE,
  VALIDATION_MESSAGE,
  ValidationError,
} from './errors';
export { createIdentifierHasher, IDENTIFIER_KEY_ENV, IDENTIFIER_KEY_FILE } from './identifiers';
export {
  isKeyPath,
  KEYS_DIR_ENV,
  keyFile,
  keyFingerprint,
  keyInEffect,
  keysDir,
  PORTAL_KEY_NAMES,
  PORTAL_KEYS,
  type PortalKeyName,
  readOrCreateKeyFile,
} from './keys';
export { isSameOrigin } from './origin';
export { createSealer, type Sealer, sealingKey, type SealingKeyName } from './sealing';
export { createFileVault, type FileVault, SEALED_FILE_MAX_BYTES, SEALED_SUFFIX, SealedFileError } from './file-vault';
export { detectFileKind, type FileKind, type FileRule, formatBytes } from './file-kind';
export {
  CHECKS_BUSY_MESSAGE,
  decodesStarted,
  imageTooLargeMessage,
  MAX_FORMS_CHECKING_PER_CLIENT,
  MAX_IMAGE_PIXELS,
  maxImagePixels,
  tooManyPixelsMessage,
  UNREADABLE_IMAGE_MESSAGE,
  UNREADABLE_PDF_MESSAGE,
} from './file-check';
export {
  isSensitiveKey,
  MAX_LOGGED_TEXT,
  MAX_LOGGED_URL,
  REDACTED,
  redactValue,
  REQUEST_ID_HEADER,
  requestIdOf,
  scrubText,
  scrubUrl,
  serviceLogger,
  UNLOGGABLE_MESSAGE,
} from './logging';
export { type MultipartForm, type MultipartSpec, readMultipart } from './multipart';
export { type FileStore, type ReceivedFile, type StoredFile, uploadsPlugin } from './uploads';
export { type PublicFilesOptions, servePublicFiles } from './public-files';
export {
  ensureServiceFolders,
  isUniqueViolation,
  listMigrations,
  migrate,
  type MigrationFile,
  openDatabase,
  type SeedContext,
  type SeedFunction,
  servicePaths,
  type ServicePaths,
  type SqliteDatabase,
  sqlitePlugin,
} from './sqlite';
export { type BuildOptions, PROCESS_UMASK, startService } from './start';
export {
  checkFields,
  fieldNamesOf,
  FieldScreen,
  fieldTooLongMessage,
  issuesToErrors,
  MALFORMED_INPUT_MESSAGE,
  MAX_FIELD_LENGTH,
  parseWith,
  UNKNOWN_FIELD_MESSAGE,
  unknownFieldsMessage,
  validateBody,
  validateQuery,
} from './validation';
export {
  type IndiaDistrict,
  type IndiaPlaces,
  type IndiaState,
  type IndiaSubDistrict,
  readIndiaPlaces,
  readStateNamesHi,
  writeStateNamesHi,
} from './india-places';
export { type CsvRecord, CsvSyntaxError, type CsvValue, csvCell, parseCsv, toCsv } from './csv';
export { type SheetProblem, type SheetReading, readSheet } from './sheet';
export { type CsvUpload, type CsvUploadRules, csvText, readCsvUpload } from './csv-upload';
export {
  type CommandIo,
  type CommandStreams,
  commandDataDir,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  openServiceDatabase,
  parseCommandArgs,
  readTextFile,
  reportSheetProblems,
  runFromShell,
  usageError,
  writePrivateFile,
} from './command';
export {
  ASSERTION_ALGORITHM,
  ASSERTION_HEADER,
  ASSERTION_ISSUER,
  ASSERTION_LIFETIME_SECONDS,
  ASSERTION_PUBLIC_KEYS_ENV,
  AssertionError,
  type AssertionVerifier,
  assertionVerifier,
  OFFICE_ROLES,
  type OfficeIdentity,
  type OfficeRole,
  privateKeyFile,
  publicKeysFile,
  readOrCreateSigningKey,
  type RoleGrant,
  roleGrantSchema,
  rotateSigningKey,
  type SigningKey,
} from './assertion';
export { hasRole, requireRole, ROLE_NEEDED_MESSAGE, SIGN_IN_NEEDED_MESSAGE } from './identity';
export { officeScope } from './office-scope';
export {
  type AuditEntry,
  type AuditFilter,
  type AuditLog,
  type AuditRow,
  auditable,
  auditContext,
  createAuditLog,
  ensureAuditLog,
  isUnauditable,
  VIEW_COALESCE_MS,
} from './audit';
export { auditCsvRowOf, auditEntryOf, auditRoute } from './audit-route';
export {
  COLLEGE_TIME_LABEL,
  COLLEGE_TIME_ZONE,
  collegeDay,
  collegeDayEnd,
  collegeDayStart,
  collegeTime,
} from './college-time';
export {
  AUDIT_CSV_COLUMNS,
  AUDIT_DEFAULT_ROWS,
  AUDIT_EXPORT_ACTION,
  AUDIT_MAX_ROWS,
  type AuditCsvColumn,
  type OfficeAuditActionsAnswer,
  officeAuditActionsAnswerSchema,
  officeAuditActionsPath,
  type OfficeAuditAnswer,
  officeAuditAnswerSchema,
  officeAuditCsvPath,
  type OfficeAuditCsvQuery,
  officeAuditCsvQuerySchema,
  type OfficeAuditEntry,
  officeAuditEntrySchema,
  officeAuditPath,
  type OfficeAuditQuery,
  officeAuditQuerySchema,
} from './office-audit';
export {
  AADHAAR_IN_MAIL_MESSAGE,
  createMailOutbox,
  ensureMailOutbox,
  looksLikeAadhaar,
  MAIL_FIRST_RETRY_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_MAX_RETRY_MS,
  type MailMessage,
  type MailOptions,
  type MailOutbox,
  MailRefusedError,
  maskAddress,
  retryDelay,
  verhoeffValid,
} from './mail';
export {
  MAIL_STATES,
  type MailState,
  type OfficeOutboxAnswer,
  officeOutboxAnswerSchema,
  type OfficeOutboxProblem,
  officeOutboxPath,
} from './office-outbox';
export { allInLanguage, hasHindi, inLanguage, said } from './bilingual';
export { clientKey } from './client-key';
export { type AccessCodes, createAccessCodes } from './access-secrets';
export {
  createLookupBackoff,
  LOOKUP_BACKOFF,
  type LookupBackoff,
  type LookupBackoffOptions,
  refuseWhileWaiting,
} from './lookup-backoff';

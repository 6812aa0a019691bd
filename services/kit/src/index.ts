export { createServiceApp, DEFAULT_BODY_LIMIT, DEFAULT_MULTIPART_LIMITS, type ServiceAppOptions, type ServiceBuildOptions } from './app';
export {
  ConfigError,
  DEFAULT_RATE_LIMITS,
  loadServiceConfig,
  parseServiceConfig,
  type RateLimit,
  type RateLimits,
  type ServiceConfig,
  type ServiceConfigDefaults,
} from './config';
export {
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
export { detectFileKind, type FileKind, formatBytes } from './file-kind';
export {
  isSensitiveKey,
  REDACTED,
  redactValue,
  REQUEST_ID_HEADER,
  requestIdOf,
  scrubText,
  scrubUrl,
  serviceLogger,
} from './logging';
export { type FileRule, type MultipartForm, type MultipartSpec, readMultipart } from './multipart';
export { type ReceivedFile, type StoredFile, uploadsPlugin } from './uploads';
export { type PublicFilesOptions, servePublicFiles } from './public-files';
export {
  ensureServiceFolders,
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
export { type BuildOptions, startService } from './start';
export { issuesToErrors, MALFORMED_INPUT_MESSAGE, parseWith, validateBody, validateQuery } from './validation';
export {
  type IndiaDistrict,
  type IndiaPlaces,
  type IndiaState,
  type IndiaSubDistrict,
  readIndiaPlaces,
} from './india-places';
export { type CsvRecord, CsvSyntaxError, type CsvValue, csvCell, parseCsv, toCsv } from './csv';
export { type SheetProblem, type SheetReading, readSheet } from './sheet';
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
} from './command';

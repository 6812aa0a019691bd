import {
  type CommandStreams,
  createIdentifierHasher,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  parseCommandArgs,
} from '@college/service-kit';
import { createApplicationSecrets } from '../application-secrets';
import { createApplicationsRepository } from '../plugins/applications-repository';
import { applicationNumberArgument, openAdmissionsDatabase } from './admissions-command';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE };

export const USAGE = `Usage: DATA_DIR=/path/to/data pnpm -s --filter @college/admissions-service issue-access-code ADM2025-000123

Gives the application a new access code and prints it. Give it to the applicant only after checking
who asks (in person, or their identity against the application): with the number, the date of
birth and this code anyone can see the application and pay its fee. Any earlier code stops working.

For an applicant who lost the code, and for applications made before access codes existed (they
have none until the office gives one). The service keeps only a keyed hash of the code, so the code
cannot be shown again later: issue a new one instead.

Reads and writes <DATA_DIR>/admissions/db.sqlite; needs the same identifier key as the service.
`;

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runIssueAccessCode(argv: readonly string[], io: CommandStreams): number {
  const parsed = parseCommandArgs(argv, USAGE, {}, io);
  if (typeof parsed === 'number') return parsed;
  const applicationNo = applicationNumberArgument(parsed.positionals, USAGE, io);
  if (typeof applicationNo === 'number') return applicationNo;

  const opened = openAdmissionsDatabase(io);
  if (typeof opened === 'number') return opened;
  const { dataDir, db } = opened;
  try {
    const secrets = createApplicationSecrets(createIdentifierHasher({ dataDir, env: io.env }));
    const code = secrets.newAccessCode();
    if (!createApplicationsRepository(db).setAccessCode(applicationNo, secrets.accessCodeHash(code))) {
      io.stderr(`No application ${applicationNo} in ${dataDir}.\n`);
      return EXIT_FAILED;
    }
    io.stdout(`Access code of ${applicationNo}: ${code}\n`);
  } finally {
    db.close();
  }
  return EXIT_OK;
}

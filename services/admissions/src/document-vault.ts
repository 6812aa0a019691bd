/**
 * An applicant's identity documents are kept sealed on disk (the kit's file-vault.ts: AES-256-GCM,
 * a random key per file, sealed by `document-encryption.key` in the keys folder), so neither the
 * uploads folder nor a backup archive holds them in clear. They are opened only in memory, for the
 * office's document route (and anything else that shows a stored file, through `read`).
 *
 * Which ones: the papers that identify the applicant or state a protected fact about them, whose
 * copy would serve to pose as them or to claim a reserved seat: the Aadhaar card (UIDAI requires its
 * copies encrypted), the domicile certificate (name, parents, home address), and the caste, EWS
 * (income) and disability certificates (caste, income and health: sensitive personal data). The
 * photo and signature are printed on the applicant's own copy of the form, and the marksheets and
 * transfer certificate are school records; they stay as they are.
 *
 * A sealed file's stored name is the kit's `<uuid>.<ext>` plus `.sealed`, so the row itself says
 * which way to read it. Files stored by earlier versions are sealed at the service's start
 * (sealEarlierDocuments).
 */
import { readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type FileStore,
  type FileVault,
  SEALED_SUFFIX,
  SealedFileError,
  said,
  type SqliteDatabase,
} from '@college/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { ApplicantFileField } from './contract';
import { applicationsFolder } from './uploads';

export const SEALED_DOCUMENTS = [
  'adhar',
  'domicile',
  'caste',
  'income',
  'pwd_certificate',
] as const satisfies readonly ApplicantFileField[];

/** What the kit names a stored upload, sealed or not: nothing that leaves the folder. */
export const DOCUMENT_NAME = /^[\w-]{1,64}\.(?:jpg|png|pdf)(?:\.sealed)?$/;
const CLEAR_NAME = /^[\w-]{1,64}\.(?:jpg|png|pdf)$/;

/** The office's answer when a stored document does not open (altered on disk, or another key). */
export const DOCUMENT_UNREADABLE_MESSAGE = said(
  "The stored copy of this document could not be opened: it was changed on the server or sealed with another document key. Please ask the applicant for it again, and tell the portal's administrator.",
  'इस दस्तावेज़ की सहेजी गई प्रति खोली नहीं जा सकी: सर्वर पर इसमें बदलाव हुआ है या यह किसी अन्य दस्तावेज़ कुंजी से सील की गई थी। कृपया आवेदक से इसे फिर से मँगाएँ और पोर्टल के व्यवस्थापक को बताएँ।',
);

export { SealedFileError };

export interface DocumentVault {
  /** For a form's commit: the vault's store for an identity document, nothing (moved as it is) for the others. */
  storeOf(field: string): FileStore | undefined;
  /**
   * The clear bytes of a stored document (by its stored name), opened in memory if sealed.
   * Throws ENOENT when the file is gone, SealedFileError when a sealed one does not open.
   */
  read(storedFile: string): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentVault;
  }
}

const isSealedField = (field: string) => (SEALED_DOCUMENTS as readonly string[]).includes(field);

/**
 * Seals every identity document an earlier version stored in clear, superseded versions too. Each
 * file is written sealed under a new name (`<name>.sealed`, synced to the disk), then its row names
 * it, then the clear file is removed: a crash at any point leaves a readable row, and the next start
 * finishes the work (an unfinished sealed copy is written again; a clear copy whose row already
 * names the sealed one is removed). Costs one query and one folder listing when nothing is left.
 */
export async function sealEarlierDocuments(
  db: SqliteDatabase,
  folder: string,
  vault: FileVault,
  log: FastifyBaseLogger,
): Promise<number> {
  const marks = SEALED_DOCUMENTS.map(() => '?').join(', ');
  const clearRows = db
    .prepare<string[], { id: number; stored_file: string }>(
      `select id, stored_file from application_files where field in (${marks}) and stored_file not like '%${SEALED_SUFFIX}' order by id`,
    )
    .all(...SEALED_DOCUMENTS);
  const rename = db.prepare<[string, number, string]>(
    'update application_files set stored_file = ? where id = ? and stored_file = ?',
  );
  let sealed = 0;
  for (const row of clearRows) {
    if (!CLEAR_NAME.test(row.stored_file)) continue; // not a name the kit gives: never opened by the routes either
    const clear = path.join(folder, row.stored_file);
    const name = `${row.stored_file}${SEALED_SUFFIX}`;
    const target = path.join(folder, name);
    rmSync(target, { force: true }); // what a run stopped half-way left
    try {
      await vault.seal(clear, target, name);
    } catch (error) {
      rmSync(target, { force: true });
      // The file was gone already (a restore without uploads): the office answers "missing" as before.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    rename.run(name, row.id, row.stored_file);
    rmSync(clear, { force: true });
    sealed += 1;
  }

  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return sealed;
    throw error;
  }
  const sealedNames = new Set(
    db
      .prepare<[], string>(`select stored_file from application_files where stored_file like '%${SEALED_SUFFIX}'`)
      .pluck()
      .all(),
  );
  let leftovers = 0;
  for (const name of names) {
    if (!sealedNames.has(`${name}${SEALED_SUFFIX}`)) continue;
    rmSync(path.join(folder, name), { force: true });
    leftovers += 1;
  }
  if (sealed > 0 || leftovers > 0)
    log.info({ sealed, leftovers }, 'sealed the identity documents stored in clear by an earlier version');
  return sealed;
}

/** `fastify.documents`, after sealing what an earlier version left in clear (before the service answers anything). */
export const documentVaultPlugin = (vault: FileVault) =>
  fp(
    async (fastify) => {
      const folder = applicationsFolder(fastify.paths);
      await sealEarlierDocuments(fastify.db, folder, vault, fastify.log);
      const documents: DocumentVault = {
        storeOf: (field) => (isSealedField(field) ? vault.store : undefined),
        async read(storedFile) {
          // The callers check the name first; this keeps a path from outside the folder out regardless.
          if (!DOCUMENT_NAME.test(storedFile)) throw new Error(`not a stored document's name: ${storedFile}`);
          const file = path.join(folder, storedFile);
          return storedFile.endsWith(SEALED_SUFFIX) ? vault.open(file, storedFile) : readFile(file);
        },
      };
      fastify.decorate('documents', documents);
    },
    { name: 'document-vault', dependencies: ['college-sqlite', 'college-uploads'], fastify: '5.x' },
  );

import { Button } from '@college/design-system';
import { collegeDay, collegeTime } from '@college/office-service/contract';
import { RECOVERY_CODES_TEXT } from './recovery-codes-text';
import styles from './recovery-codes-sheet.module.css';

/** The day the codes were made, as the college counts days: 06-12-2026 (YYYY-MM-DD in the file's name). */
const madeOn = (at: Date) => collegeTime(at.toISOString(), 'day');

/** The codes as a plain text file, saved through an object URL (nothing leaves the browser). */
function downloadCodes(codes: readonly string[], username: string, at: Date) {
  const text = [
    RECOVERY_CODES_TEXT.codesFileTitle(username, madeOn(at)),
    '',
    ...codes,
    '',
    RECOVERY_CODES_TEXT.codesFileNote,
    '',
  ].join('\r\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_TEXT.codesFileName(username, collegeDay(at));
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's download has started: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Recovery codes shown once (after enrolment, or a new set on the account page), with the username
 * and the day, to print (the print style keeps only this sheet) or save as a .txt file.
 */
export function RecoveryCodesSheet({
  codes,
  username,
  at = new Date(),
}: {
  codes: readonly string[];
  username: string;
  at?: Date;
}) {
  return (
    <>
      <div className={styles.sheet} data-testid="recovery-codes-sheet">
        <p className={styles.title}>{RECOVERY_CODES_TEXT.codesSheetTitle(username, madeOn(at))}</p>
        <ol className={styles.codes} aria-label={RECOVERY_CODES_TEXT.codesList}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => window.print()}>
          {RECOVERY_CODES_TEXT.printCodes}
        </Button>
        <Button variant="outline" onClick={() => downloadCodes(codes, username, at)}>
          {RECOVERY_CODES_TEXT.downloadCodes}
        </Button>
      </div>
    </>
  );
}

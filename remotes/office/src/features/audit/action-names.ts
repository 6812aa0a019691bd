/**
 * What each audit action is called on the audit page. The services write short codes
 * (`application.reject`); the filter lists the codes their rows hold (each part answers its list),
 * named from this table. A code not here yet (a service's new action) is listed and shown by the
 * code itself, so it can still be chosen.
 */
export const ACTION_NAMES: Readonly<Record<string, string>> = {
  // Office sign-in and users (office service).
  'sign-in': 'Signed in',
  'sign-in.password': 'Password accepted (second step next)',
  'sign-in.failed': 'Sign-in failed',
  'sign-in.refused': 'Sign-in refused (account disabled)',
  'set-up.failed': 'Set-up code refused',
  'second-factor.failed': 'Authenticator code refused',
  'second-factor.enrolled': 'Authenticator app set up',
  'second-factor.reset': 'Authenticator app reset',
  'recovery-codes.replaced': 'New recovery codes made',
  'password.set': 'Password chosen',
  'password.reset': 'Password reset',
  'sign-out': 'Signed out',
  'sign-out.everywhere': 'Signed out everywhere',
  'account.locked': 'Sign-ins paused after many failures',
  'account.unlock': 'Sign-ins unlocked',
  'user.create': 'Office user added',
  'user.disable': 'Office user disabled',
  'user.enable': 'Office user enabled',
  'user.remove-demo': 'Demo accounts removed',
  'user.email': "Office user's e-mail address changed",
  'account.email': 'Own e-mail address changed',
  'person.told': 'Colleague told by e-mail',
  'role.grant': 'Role given',
  'role.revoke': 'Role taken away',
  'sessions.end': 'Sessions ended',
  'audit.export': 'Audit log downloaded',
  // Admissions.
  'application.view': 'Application viewed',
  'document.view': 'Document viewed',
  'applications.export': 'Applications downloaded',
  'document.review': 'Document reviewed',
  'application.query': 'Queries sent to the applicant',
  'application.verdict': 'Scrutiny verdict given',
  'application.reopen': 'Rejected application reopened',
  'document.reupload': 'Documents sent again by the applicant',
  'application.correct': 'Application corrected by the applicant',
  'application.void': 'Application voided',
  'application.admit': 'Application admitted',
  'application.admission_cancel': 'Admission cancelled',
  'admission_session.change': 'Admission session changed',
  'merit.publish': 'Merit list published',
  'merit.withdraw': 'Merit list withdrawn',
  'merit.export': 'Merit list downloaded',
  'admitted.export': 'Admitted list downloaded',
  'payment.verify': 'Payment verified',
  'payment.return': 'Payment returned',
  'payment.receipt': 'Cash received at the counter',
  'payment.undo': 'Payment undone',
  'statement.mapping': 'Bank statement columns chosen',
  'statement.commit': 'Bank statement imported',
  'statement.match': 'Statement credit matched by hand',
  'statement.unmatch': 'Hand match taken back',
  // Careers.
  'application.shortlist': 'Application shortlisted',
  'application.reject': 'Application rejected',
  'career_file.view': 'CV or photo viewed',
  'interview_list.export': 'Interview list downloaded',
  'interview_list.print': 'Interview list printed',
  'career.call_letter': 'Call letter sent',
  'recruitment_window.change': 'Recruitment window changed',
  // Website content and messages.
  'news.create': 'News or notice added',
  'news.change': 'News or notice changed',
  'message.assign': 'Message assigned',
  'message.note': 'Note added to a message',
  'message.status': 'Message status changed',
  'message.close': 'Message closed with a reply',
  // Records.
  'records.import_preview': 'Records sheet previewed',
  'records.import': 'Records sheet imported',
  'records.import_undo': 'Records import undone',
  'records.row_correct': 'Record corrected',
  'records.row_remove': 'Record taken off the public pages',
  'records.financial_replace': 'Financial statement replaced',
  'records.academic_year_add': 'Academic year added',
  // Results.
  'results.exam_create': 'Exam added',
  'results.import_preview': 'Results sheet previewed',
  'results.import': 'Results imported',
  'results.import_undo': 'Results import undone',
  'result.correct': 'Result corrected',
};

/** The action's name, or its code when the table has none. */
export const actionName = (action: string) => (Object.hasOwn(ACTION_NAMES, action) ? ACTION_NAMES[action] : action);

/**
 * The filter's choices: the named actions by name (so "Application …", "Payment …", "Sign…" sit
 * together), then the codes without a name, by code.
 */
export function actionOptions(actions: Iterable<string>): { value: string; label: string }[] {
  const unique = [...new Set(actions)];
  const named = unique.filter((action) => Object.hasOwn(ACTION_NAMES, action));
  const unnamed = unique.filter((action) => !Object.hasOwn(ACTION_NAMES, action));
  return [
    ...named
      .map((action) => ({ value: action, label: ACTION_NAMES[action] }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    ...unnamed.sort().map((action) => ({ value: action, label: action })),
  ];
}

import { Alert, ExternalLink, useCatalogue } from '@college/design-system';
import { COUNSELLING, nameIn } from '@college/remote-kit';
import messages from './counselling-notice.messages.json';

/**
 * B.Ed. and D.El.Ed. seats come from the state's counselling, not from this site's form: said
 * plainly, with the body that runs it (from the settings) and a link to its site, so an applicant
 * following a "registration open" notice is not sent round between the procedure and this page.
 */
export function CounsellingNotice({ course, name }: { course: 'bed' | 'deled'; name: string }) {
  const { text, lang } = useCatalogue(messages);
  const body = COUNSELLING?.[course];
  if (!body)
    return (
      <Alert tone="info" title={text('title')}>
        <p>{text('unknown', { course: name })}</p>
      </Alert>
    );
  const authority = nameIn(body.authority, lang);
  return (
    <Alert tone="info" title={text('title')}>
      <p>{text('body', { course: name, authority })}</p>
      <p>
        <ExternalLink href={body.href}>{text('site', { authority })}</ExternalLink>
      </p>
      <p>{text('after')}</p>
    </Alert>
  );
}

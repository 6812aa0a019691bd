import { Button, TextField } from '@college/design-system';
import { ApiError, SubmitProblems } from '@college/remote-kit';
import { officePost, useOfficeForm } from '@college/remote-kit/office';
import {
  type OfficeNotice,
  officeNoticeAnswerSchema,
  officeNoticePublishPath,
  officeNoticeUnpublishPath,
  noticePublishSchema,
  noticeUnpublishSchema,
} from '@college/info-service/office/news';
import { CONTENT_TEXT } from './content-text';
import styles from '../shared/office-room.module.css';

/** Publish a draft, or take a published notice off the website (with its reason). */
export function NoticeStateForm({
  notice,
  onSaved,
  onStale,
}: {
  notice: OfficeNotice;
  onSaved: (notice: OfficeNotice) => void;
  onStale: () => void;
}) {
  const publishing = notice.status === 'draft';
  const { submit } = useOfficeForm(
    publishing ? noticePublishSchema : noticeUnpublishSchema,
    { version: notice.version, reason: '' },
    {
      notSent: CONTENT_TEXT.notChanged,
      send: (values, csrfToken) =>
        officePost(
          publishing ? officeNoticePublishPath(notice.id) : officeNoticeUnpublishPath(notice.id),
          values,
          officeNoticeAnswerSchema,
          csrfToken,
        ),
      onSent: (answer) => onSaved(answer.data),
      onFailed: (error) => {
        if (error instanceof ApiError && error.status === 409) onStale();
      },
    },
  );
  const titleId = publishing ? 'notice-publish' : 'notice-unpublish';
  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={submit.onSubmit}>
      <h2 id={titleId}>{publishing ? CONTENT_TEXT.publishTitle : CONTENT_TEXT.unpublishTitle}</h2>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        {!publishing && (
          <TextField
            id="notice-unpublish-reason"
            label={CONTENT_TEXT.unpublishReason}
            required
            {...submit.field('reason')}
          />
        )}
        <div>
          <Button type="submit" variant={publishing ? 'primary' : 'danger'} loading={submit.sending}>
            {publishing ? CONTENT_TEXT.publish : CONTENT_TEXT.unpublish}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

import { useCatalogue } from '@college/design-system';
import { telHref, useSite } from '@college/remote-kit';
import type { RemotePageProps } from '@college/remote-kit';
import {
  CONTACT_PATH,
  CONTACT_SUCCESS_MESSAGE,
  contactQuerySchema,
  HONEYPOT_FIELD,
} from '@college/info-service/contract';
import { ContentPage } from '../../components/content-page/content-page';
import { MessageFields, SubmissionForm, sendJson, useSubmissionForm } from '../../features/forms';
import messages from './contact-page.messages.json';
import styles from './contact-page.module.css';

const EMPTY_QUERY = { stu_name: '', email: '', message: '', [HONEYPOT_FIELD]: '' };

/** `/contact`: the college's address, phone and e-mail, and a form for questions. */
export default function ContactPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  const site = useSite();
  const hours = site.officeHours;
  const query = useSubmissionForm({
    schema: contactQuerySchema,
    defaultValues: EMPTY_QUERY,
    send: sendJson(CONTACT_PATH),
    successMessage: CONTACT_SUCCESS_MESSAGE,
  });

  return (
    <ContentPage title={text('title')} wide reviewed="2026-11-26">
      <div className={styles.layout}>
        <section className={styles.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{text('detailsTitle')}</h2>
          <dl className={styles.list}>
            <dt>{text('address')}</dt>
            <dd>
              <address>
                {site.name}
                <br />
                {site.address}
              </address>
            </dd>
            <dt>{text('phone')}</dt>
            <dd>
              <a href={telHref(site.phone)}>{site.phone}</a>
            </dd>
            <dt>{text('email')}</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
            <dt>{text('officeHours')}</dt>
            <dd>
              {t('hours', {
                days: hours.days,
                opens: <time dateTime={hours.opens}>{hours.opens}</time>,
                closes: <time dateTime={hours.closes}>{hours.closes}</time>,
              })}
            </dd>
          </dl>
        </section>

        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{text('formTitle')}</h2>
          <SubmissionForm submission={query} label={text('formLabel')}>
            <MessageFields form={query} nameLabel={text('name')} />
          </SubmissionForm>
        </section>
      </div>
    </ContentPage>
  );
}

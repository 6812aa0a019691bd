import { SITE, telHref } from '@college/remote-kit';
import type { RemotePageProps } from '@college/remote-kit';
import {
  CONTACT_PATH,
  CONTACT_SUCCESS_MESSAGE,
  contactQuerySchema,
  HONEYPOT_FIELD,
} from '@college/info-service/contract';
import { ContentPage } from '../../components/content-page/content-page';
import { MessageFields, SubmissionForm, sendJson, useSubmissionForm } from '../../features/forms';
import styles from './contact-page.module.css';

const EMPTY_QUERY = { stu_name: '', email: '', message: '', [HONEYPOT_FIELD]: '' };

/** The college office's hours, from the college's settings. */
const OFFICE_HOURS = SITE.officeHours;


/** `/contact`: the college's address, phone and e-mail, and a form for questions. */
export default function ContactPage(_props: RemotePageProps) {
  const query = useSubmissionForm({
    schema: contactQuerySchema,
    defaultValues: EMPTY_QUERY,
    send: sendJson(CONTACT_PATH),
    successMessage: CONTACT_SUCCESS_MESSAGE,
  });

  return (
    <ContentPage title="Contact Us" wide>
      <div className={styles.layout}>
        <section className={styles.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Get in touch</h2>
          <dl className={styles.list}>
            <dt>Address</dt>
            <dd>
              <address>
                {SITE.name}
                <br />
                {SITE.address}
              </address>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(SITE.phone)}>{SITE.phone}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </dd>
            <dt>Office hours</dt>
            <dd>
              {OFFICE_HOURS.days}, <time dateTime={OFFICE_HOURS.opens}>{OFFICE_HOURS.opens}</time> to{' '}
              <time dateTime={OFFICE_HOURS.closes}>{OFFICE_HOURS.closes}</time>
            </dd>
          </dl>
        </section>

        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <SubmissionForm submission={query} label="Contact form">
            <MessageFields form={query} nameLabel="Name" />
          </SubmissionForm>
        </section>
      </div>
    </ContentPage>
  );
}

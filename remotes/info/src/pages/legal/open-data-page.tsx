import { ExternalLink, Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { OfficeContact } from './office-contact';
import styles from './legal.module.css';

const LGD_URL = 'https://lgdirectory.gov.in/';
const LICENCE_URL = 'https://data.gov.in/government-open-data-license-india';
const CSV_SOURCE_URL = 'https://github.com/planemad/india-local-government-directory';

/** Credits for the third-party data this portal ships, as its licence asks (data/india-lgd/README.md). */
export default function OpenDataPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Open Data">
      <p>
        This website uses open government data. The licence of that data asks everyone who uses it to name the
        provider, the source and the licence; this page does so.
      </p>

      <h2>States, districts and sub-districts</h2>
      <p>
        The lists of states, districts and sub-districts that you choose from when you fill in your address in the
        online forms, such as the admission form, come from the Local Government Directory.
      </p>
      <div className={styles.attribution}>
        <p>
          States, districts and sub-districts: Local Government Directory (LGD), Ministry of Panchayati Raj, Government
          of India, <ExternalLink href={LGD_URL}>{LGD_URL}</ExternalLink> —{' '}
          <ExternalLink href={LICENCE_URL}>Government Open Data License – India</ExternalLink>
        </p>
      </div>
      <ul>
        <li>Copyright © Ministry of Panchayati Raj 2020, Local Government Directory.</li>
        <li>
          The data was taken from the CSV files published by the public repository{' '}
          <ExternalLink href={CSV_SOURCE_URL}>planemad/india-local-government-directory</ExternalLink> (retrieved
          there on 11 March 2022, districts updated later).
        </li>
        <li>
          It covers 36 states and union territories, 763 districts and 6,921 sub-districts. Codes are LGD codes, and
          names are spelled as LGD spells them.
        </li>
      </ul>

      <h2>No endorsement, no warranty</h2>
      <p>
        The Ministry of Panchayati Raj does not endorse this website or the college&apos;s use of the data. The data is
        provided as it is, and the provider is not responsible for any errors or omissions in it. Boundaries and names
        change over time, so the lists may not show the latest changes.
      </p>
      <p>
        If your district or sub-district is missing from a form, contact the college office and we will help you
        complete your application:
      </p>
      <OfficeContact />
      <p>
        See also the <Link to="/PrivacyPolicy">Privacy Policy</Link>.
      </p>
    </ContentPage>
  );
}

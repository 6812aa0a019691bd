import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ApplicationView } from '../features/office-application/application-view';
import { ScrutinyPanel } from '../features/office-scrutiny/scrutiny-panel';
import { ADMISSIONS_OFFICE_PAGES } from '../features/office/office-rooms';

const PAGE = ADMISSIONS_OFFICE_PAGES.application;

/**
 * `/office/admissions/applications/:applicationNo`: one application and its documents, and its
 * scrutiny under them (after a change the page loads the application again: new state, version).
 */
export default function OfficeApplicationPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <ApplicationView
        below={(application, reload) => <ScrutinyPanel applicationNo={application.application_no} version={application.version} onChanged={reload} />}
      />
    </OfficePage>
  );
}

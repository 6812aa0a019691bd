import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ApplicationView } from '../features/office-application/application-view';
import { ScrutinyPanel } from '../features/office-scrutiny/scrutiny-panel';
import { VoidControl } from '../features/office-application/void-control';
import { ADMISSIONS_OFFICE_PAGES } from '../features/shared/office-rooms';

const PAGE = ADMISSIONS_OFFICE_PAGES.application;

/**
 * `/office/admissions/applications/:applicationNo`: one application, then its scrutiny, each
 * document beside its decision (after a change the page loads the application again: new status,
 * version), then the admission officer's void. A void application has no scrutiny: its documents
 * show under its fields, with who voided it and why.
 */
export default function OfficeApplicationPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <ApplicationView
        documentsBelow={(application) => !application.voided}
        below={(application, reload) => (
          <>
            {!application.voided && (
              <ScrutinyPanel
                applicationNo={application.application_no}
                version={application.version}
                applicantName={application.name}
                onChanged={reload}
              />
            )}
            <VoidControl key={application.version} application={application} onChanged={reload} />
          </>
        )}
      />
    </OfficePage>
  );
}

import { useEffect, useState } from 'react';
import { OfficePage } from '@college/remote-kit/office';
import { useParams } from '@college/design-system';
import { getJson, type RemotePageProps, useResource } from '@college/remote-kit';
import { officeApplicationAnswerSchema, officeApplicationPath } from '@college/admissions-service/contract';
import { ScrutinyPanel } from '../features/office-scrutiny/scrutiny-panel';
import { ADMISSIONS_OFFICE_PAGES } from '../features/office/office-rooms';

const PAGE = ADMISSIONS_OFFICE_PAGES.application;

/** TEMP mount of the scrutiny panel until the application page's own step lands. */
export default function OfficeApplicationPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <TempScrutiny />
    </OfficePage>
  );
}

function TempScrutiny() {
  const { applicationNo = '' } = useParams();
  const application = useResource((signal) => getJson(officeApplicationPath(applicationNo), officeApplicationAnswerSchema, signal), [applicationNo]);
  const [version, setVersion] = useState(0);
  const loaded = application.data?.data.version;
  useEffect(() => {
    if (loaded !== undefined) setVersion(loaded);
  }, [loaded]);
  // Kept mounted while the application reloads after a change.
  if (version === 0) return null;
  return <ScrutinyPanel applicationNo={applicationNo} version={version} onChanged={application.reload} />;
}

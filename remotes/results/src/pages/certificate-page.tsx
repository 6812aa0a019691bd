import { useHydrated, useParams } from '@college/design-system';
import { ComingSoon, type RemotePageProps } from '@college/remote-kit';

/** /certificate/:roll — the printable certificate comes with the results vertical. */
export default function CertificatePage(props: RemotePageProps) {
  const { roll } = useParams();
  const hydrated = useHydrated();
  return (
    <ComingSoon {...props}>
      {/* Reserved line: the prerendered page has no roll number, the hydrated one does. */}
      <p style={{ minHeight: '1.6em' }}>{hydrated && roll ? `Roll number: ${roll}` : ''}</p>
    </ComingSoon>
  );
}

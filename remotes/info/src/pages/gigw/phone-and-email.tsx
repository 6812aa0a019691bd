import { useCatalogue } from '@college/design-system';
import { telHref } from '@college/remote-kit';
import messages from './phone-and-email.messages.json';

/** A phone number and an e-mail address, each a link, for the GIGW pages' "whom to contact". */
export function PhoneAndEmail({ phone, email }: { phone: string; email: string }) {
  const { t } = useCatalogue(messages);
  return (
    <ul>
      <li>{t('phone', { phone, link: (chunks) => <a href={telHref(phone)}>{chunks}</a> })}</li>
      <li>{t('email', { email, link: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> })}</li>
    </ul>
  );
}

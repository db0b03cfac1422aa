/**
 * 'Delete my data' (issue 24 item 4, the customer's own request; docs/operations.md "Erasure"): a
 * link-styled button that unfolds the address form; asking e-mails a confirmation link (the same
 * answer whether or not the address is known). Nothing is deleted until the customer presses the
 * button of the page that link opens (ErasurePage).
 */
import { useTranslation } from 'react-i18next';
import { requestErasureLink } from '../api/onboarding';
import { LinkRequestButton } from '../link-request/LinkRequestButton';

/** The button and, once pressed, the form; `email` pre-fills the address when the page knows it. */
export function DeleteMyData({ email }: { email?: string }) {
  const { t } = useTranslation();
  return (
    <LinkRequestButton
      danger
      label={t('erasure.deleteMyData')}
      intro={t('erasure.requestIntro')}
      email={email}
      inputId="erasure-email"
      request={requestErasureLink}
      sentText={t('erasure.linkSent')}
      submitText={t('erasure.sendLink')}
    />
  );
}

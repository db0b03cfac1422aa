/**
 * The lead page's 'Send link to finish the wizard' button (issue 39 item 5): e-mails an unfinished
 * lead the customer's own resume link, in the lead's language; shown to the roles the route lists,
 * disabled (with the reason) for a lead without an e-mail address. The answer is a toast.
 */
import { SendOutlined } from '@ant-design/icons';
import type { LeadDetail } from '@cabinetry/shared/contracts';
import { onboardingRoutes } from '@cabinetry/shared/contracts/api';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { mayCall } from '../access';
import { useAdminUser } from '../adminContext';
import { sendLeadResumeLink } from '../api/onboarding';
import { adminErrorMessage } from '../lib/errors';
import { useAdminTranslation } from '../i18n/adminI18n';

/** The button, for a lead that has not completed the wizard (nothing otherwise). */
export function LeadResumeLinkButton({ lead }: { lead: LeadDetail }) {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const [sending, setSending] = useState(false);
  const allowed = mayCall(useAdminUser(), onboardingRoutes.routes.sendLeadResumeLink);
  if (!allowed || lead.isCompleted) return null;
  const email = lead.customerInfo.email;

  const send = async () => {
    setSending(true);
    try {
      await sendLeadResumeLink(lead.id);
      toast({ title: t('lead.resumeLink'), description: t('lead.resumeLinkSent', { email }) });
    } catch (err) {
      toast({ title: t('common.error'), description: adminErrorMessage(err, t('lead.resumeLinkFailed')), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  const button = (
    <Button icon={<SendOutlined />} loading={sending} disabled={!email} onClick={() => void send()}>
      {t('lead.resumeLink')}
    </Button>
  );
  return email ? button : <Tooltip title={t('lead.resumeLinkNoEmail')}><span>{button}</span></Tooltip>;
}

/**
 * The lead page's 'Erase data' card (issue 24 item 4; admins): erasing needs a reason, which the
 * audit log keeps; the erasure then runs in the background (every service, retried until done), and
 * the page returns to the leads list.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { eraseLead } from '../api/onboarding';
import { useAdminAction } from '../useAdminAction';
import { useAdminTranslation } from '../i18n/adminI18n';

const MIN_REASON = 3;

/** The card for lead `leadId` (`name`: the customer's, for the warning). */
export function LeadErasureCard({ leadId, name }: { leadId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();
  const navigate = useNavigate();
  const { t } = useAdminTranslation();

  const erase = async () => {
    setBusy(true);
    const done = await run({ call: () => eraseLead(leadId, reason.trim()), success: t('lead.erasure.queued'), successDescription: t('lead.erasure.queuedText'), fallback: t('lead.erasure.failed'), refresh: 'leads' });
    setBusy(false);
    if (done) navigate('/admin/leads');
  };

  return (
    <Card title={t('lead.erasure.title')} className="lead-card">
      <p className="muted">{t('lead.erasure.text', { name })}</p>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('lead.erasure.button')}
      </Button>
      <Modal
        open={open}
        title={t('lead.erasure.confirm')}
        okText={t('lead.erasure.ok')}
        okButtonProps={{ danger: true, disabled: reason.trim().length < MIN_REASON, loading: busy }}
        onOk={erase}
        onCancel={() => setOpen(false)}
      >
        <label htmlFor="erasure-reason">{t('lead.erasure.reason')}</label>
        <Input.TextArea id="erasure-reason" value={reason} maxLength={300} rows={3} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </Card>
  );
}

/**
 * The lead page's 'Erase data' card (issue 24 item 4; admins): erasing needs a reason, which the
 * audit log keeps; the erasure then runs in the background (every service, retried until done), and
 * the page returns to the leads list.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ERASURE_QUEUED } from '@cabinetry/shared/contracts';
import { eraseLead } from '../api/onboarding';
import { useAdminAction } from '../useAdminAction';

const MIN_REASON = 3;

export function LeadErasureCard({ leadId, name }: { leadId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();
  const navigate = useNavigate();

  const erase = async () => {
    setBusy(true);
    const done = await run({ call: () => eraseLead(leadId, reason.trim()), success: 'Erasure queued', successDescription: ERASURE_QUEUED, fallback: 'Failed to erase the customer’s data', refresh: 'leads' });
    setBusy(false);
    if (done) navigate('/admin/leads');
  };

  return (
    <Card title="Erase data" className="lead-card">
      <p className="muted">Removes everything held about {name}: answers, documents, appointments (upcoming ones are cancelled and staff told) and their traces in the audit log. This cannot be undone.</p>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Erase this customer’s data
      </Button>
      <Modal
        open={open}
        title="Erase this customer’s data?"
        okText="Erase"
        okButtonProps={{ danger: true, disabled: reason.trim().length < MIN_REASON, loading: busy }}
        onOk={erase}
        onCancel={() => setOpen(false)}
      >
        <label htmlFor="erasure-reason">Reason (kept in the audit log)</label>
        <Input.TextArea id="erasure-reason" value={reason} maxLength={300} rows={3} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </Card>
  );
}

/**
 * The 'lost' dialog of a lead (issue 39 item 1), on the lead's page and the board: a reason from the
 * staff's list and a text, both required; `onConfirm` gets the reason's id and the trimmed text.
 */
import { Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useLostReasons } from '../api/onboarding';
import { useAdminTranslation } from '../i18n/adminI18n';

/** The 'lost' dialog: a reason from the list and a text, both required. */
export function LostDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: (reasonId: string, note: string) => Promise<void> }) {
  const { t } = useAdminTranslation();
  const reasons = useLostReasons();
  const [reasonId, setReasonId] = useState<string>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t('pipeline.lostTitle')}
      okText={t('pipeline.markLost')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !reasonId || !note.trim(), loading: busy }}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        await onConfirm(reasonId!, note.trim());
        setBusy(false);
      }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <label htmlFor="lost-reason">{t('pipeline.lostReason')}</label>
        <Select id="lost-reason" style={{ width: '100%' }} value={reasonId} onChange={setReasonId} options={reasons.data?.reasons.map((r) => ({ value: r.id, label: r.label }))} loading={!reasons.data} />
        <label htmlFor="lost-note">{t('pipeline.lostNote')}</label>
        <Input.TextArea id="lost-note" rows={3} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
      </Space>
    </Modal>
  );
}

/**
 * The admins' editor of the reasons a lead can be lost (issue 39 item 1): a dialog listing the
 * reasons (rename, remove, add), saved at once with `setLostReasons`. A reason keeps its
 * id when renamed; leads already lost keep the label they were given.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LOST_REASONS_MAX, type LostReason } from '@cabinetry/shared/contracts';
import { Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { putLostReasons, useLostReasons } from '../api/onboarding';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminAction } from '../useAdminAction';

/** A new reason's id from its label and the ids taken ('over-budget', 'over-budget-2'). */
function newId(label: string, taken: Set<string>): string {
  const base = label.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30) || 'reason';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** 'Lost reasons' button and its dialog (admins). */
export function LostReasonsButton() {
  const { t } = useAdminTranslation();
  const run = useAdminAction();
  const reasons = useLostReasons();
  const [draft, setDraft] = useState<LostReason[] | null>(null);
  const [adding, setAdding] = useState('');
  const save = async () => {
    const list = draft!.map((r) => ({ ...r, label: r.label.trim() })).filter((r) => r.label);
    const ok = await run({ call: () => putLostReasons(list), success: t('pipeline.reasonsSaved'), fallback: t('pipeline.reasonsFailed'), refresh: 'leads' });
    if (ok) {
      void reasons.mutate();
      setDraft(null);
    }
  };
  const add = () => {
    const label = adding.trim();
    if (!label || !draft) return;
    setDraft([...draft, { id: newId(label, new Set(draft.map((r) => r.id))), label }]);
    setAdding('');
  };
  return (
    <>
      <Button onClick={() => setDraft(reasons.data?.reasons ?? [])} disabled={!reasons.data}>
        {t('pipeline.lostReasons')}
      </Button>
      <Modal open={draft !== null} title={t('pipeline.lostReasons')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={save} onCancel={() => setDraft(null)} okButtonProps={{ disabled: !draft?.some((r) => r.label.trim()) }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {draft?.map((reason, i) => (
            <Space.Compact key={reason.id} style={{ width: '100%' }}>
              <Input aria-label={t('pipeline.lostReason')} maxLength={100} value={reason.label} onChange={(e) => setDraft(draft.map((r, j) => (j === i ? { ...r, label: e.target.value } : r)))} />
              <Button aria-label={t('pipeline.removeReason', { label: reason.label })} icon={<DeleteOutlined />} onClick={() => setDraft(draft.filter((_, j) => j !== i))} />
            </Space.Compact>
          ))}
          {draft && draft.length < LOST_REASONS_MAX && (
            <Space.Compact style={{ width: '100%' }}>
              <Input aria-label={t('pipeline.newReason')} placeholder={t('pipeline.newReason')} maxLength={100} value={adding} onChange={(e) => setAdding(e.target.value)} onPressEnter={add} />
              <Button icon={<PlusOutlined />} onClick={add}>
                {t('pipeline.addReason')}
              </Button>
            </Space.Compact>
          )}
        </Space>
      </Modal>
    </>
  );
}

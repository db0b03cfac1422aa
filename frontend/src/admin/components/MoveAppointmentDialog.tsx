/**
 * The staff's Move / reassign dialog of an appointment (issue 23; POST /api/admin/appointments/{id}/move):
 * a showroom day, one of its slot times (from the public availability, each marked free or full: a
 * full slot can still take a reassignment the server checks) and a designer (default: keep theirs
 * when free, else the best free one by the assignment rules). The server refuses a taken time or a
 * busy designer with 409, the appointment kept as it was; the customer is e-mailed the new time.
 */
import type { AdminAppointment, AvailableDay } from '@cabinetry/shared/contracts';
import { showroomClock, showroomDay, slotAppointmentDate } from '@cabinetry/shared/time';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { fetchAvailability } from '../../api/appointments';
import { postAppointmentMove, useDesigners } from '../api/scheduling';
import { customerName } from '../lib/appointments';
import { useAdminAction } from '../useAdminAction';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminDates } from '../lib/adminDates';

/** The dialog for `appointment` (null: closed); `onClose` after a move or a dismissal. */
export function MoveAppointmentDialog({ appointment: a, onClose }: { appointment: AdminAppointment | null; onClose: () => void }) {
  return a ? <MoveForm key={a.id} a={a} onClose={onClose} /> : null;
}

function MoveForm({ a, onClose }: { a: AdminAppointment; onClose: () => void }) {
  const run = useAdminAction();
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const designers = useDesigners(t('designers.fetchFailed')).data ?? [];
  const [day, setDay] = useState(showroomDay(a.appointmentDate));
  const [time, setTime] = useState<string | undefined>(showroomClock(a.appointmentDate));
  const [designerId, setDesignerId] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { data } = useSWR(/^\d{4}-\d{2}-\d{2}$/.test(day) ? ['staff-move-slots', day] : null, ([, d]: [string, string]) => fetchAvailability(d) as Promise<AvailableDay[]>);
  const slots = data?.find((d) => d.date === day)?.slots ?? [];

  async function submit() {
    if (!time) return;
    setBusy(true);
    const moved = await run({
      call: () => postAppointmentMove(a.id, { appointmentDate: slotAppointmentDate(day, time), ...(designerId ? { designerId } : {}) }),
      success: t('appointments.moveDialog.moved'),
      successDescription: t('appointments.moveDialog.movedText'),
      fallback: t('appointments.moveDialog.failed'),
      refresh: 'appointments',
    });
    setBusy(false);
    if (moved) onClose();
  }

  return (
    <Modal open title={t('appointments.moveDialog.title', { name: customerName(a, t('appointments.unknownCustomer')) })} okText={t('appointments.move')} okButtonProps={{ disabled: !time, loading: busy }} onOk={() => void submit()} onCancel={onClose}>
      <p className="muted">
        {a.designerName
          ? t('appointments.moveDialog.nowWith', { date: dates.appointment(a.appointmentDate), designer: a.designerName })
          : t('appointments.moveDialog.now', { date: dates.appointment(a.appointmentDate) })}
      </p>
      <Form layout="vertical">
        <Form.Item label={t('appointments.moveDialog.day')} htmlFor="move-day">
          <Input id="move-day" type="date" value={day} onChange={(e) => { setDay(e.target.value); setTime(undefined); }} />
        </Form.Item>
        <Form.Item label={t('appointments.moveDialog.time')} htmlFor="move-time">
          <Select
            id="move-time"
            value={time}
            placeholder={slots.length ? t('appointments.moveDialog.chooseTime') : t('appointments.moveDialog.noHours')}
            options={slots.map((s) => ({ value: s.time, label: s.available ? s.time : t('appointments.moveDialog.full', { time: s.time }) }))}
            onChange={setTime}
          />
        </Form.Item>
        {designers.length > 0 && (
          <Form.Item label={t('common.designer')} htmlFor="move-designer" extra={t('appointments.moveDialog.designerHelp')}>
            <Select
              id="move-designer"
              allowClear
              value={designerId}
              placeholder={t('appointments.moveDialog.keepOrChoose')}
              options={designers.filter((d) => d.isActive).map((d) => ({ value: d.id, label: d.displayName }))}
              onChange={(v?: string) => setDesignerId(v)}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

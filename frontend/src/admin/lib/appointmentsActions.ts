/**
 * The staff actions on an appointment, with the back office's feedback: Cancel asks for
 * confirmation first (the customer is e-mailed and the calendar event removed), completed / no-show
 * apply at once; each ends in a toast and refreshes every appointment list and the weekly chart.
 * Move opens the move / reassign dialog (../components/MoveAppointmentDialog.tsx), which the page
 * renders for `moving`.
 */
import type { AdminAppointment } from '@cabinetry/shared/contracts';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminDates } from './adminDates';
import { useAdminAction } from '../useAdminAction';
import { customerName } from './appointments';
import { postAppointmentCancel, postAppointmentStatus } from '../api/scheduling';

export interface AppointmentActions {
  cancel(a: AdminAppointment): void;
  completed(a: AdminAppointment): Promise<boolean>;
  noShow(a: AdminAppointment): Promise<boolean>;
  move(a: AdminAppointment): void;
  /** The appointment whose move dialog is open, or null. */
  moving: AdminAppointment | null;
  stopMoving(): void;
}

/** The actions, bound to the page's dialog and toast contexts. */
export function useAppointmentActions(): AppointmentActions {
  const { modal } = App.useApp();
  const run = useAdminAction();
  const { t } = useAdminTranslation();
  const dates = useAdminDates();

  const cancel = useCallback(
    (a: AdminAppointment) => {
      modal.confirm({
        title: t('appointments.cancelConfirm.title'),
        content: t('appointments.cancelConfirm.content', { name: customerName(a, t('appointments.unknownCustomer')), date: dates.appointment(a.appointmentDate) }),
        okText: t('appointments.cancelConfirm.ok'),
        okButtonProps: { danger: true },
        cancelText: t('appointments.cancelConfirm.keep'),
        onOk: () =>
          run({
            call: () => postAppointmentCancel(a.id),
            success: t('appointments.cancelled'),
            successDescription: t('appointments.cancelledText'),
            fallback: t('appointments.cancelFailed'),
            refresh: 'appointments',
          }),
      });
    },
    [modal, run, t, dates],
  );

  const completed = useCallback(
    (a: AdminAppointment) =>
      run({ call: () => postAppointmentStatus(a.id, 'completed'), success: t('appointments.markedCompleted'), fallback: t('appointments.updateFailed'), refresh: 'appointments' }),
    [run, t],
  );
  const noShow = useCallback(
    (a: AdminAppointment) =>
      run({ call: () => postAppointmentStatus(a.id, 'no-show'), success: t('appointments.markedNoShow'), fallback: t('appointments.updateFailed'), refresh: 'appointments' }),
    [run, t],
  );
  const [moving, setMoving] = useState<AdminAppointment | null>(null);
  const stopMoving = useCallback(() => setMoving(null), []);
  return { cancel, completed, noShow, move: setMoving, moving, stopMoving };
}

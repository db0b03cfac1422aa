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
import { formatAppointmentDate } from '@cabinetry/shared/time';
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

  const cancel = useCallback(
    (a: AdminAppointment) => {
      modal.confirm({
        title: 'Cancel this appointment?',
        content: `${customerName(a)}'s consultation of ${formatAppointmentDate(a.appointmentDate)} will be cancelled: the customer is e-mailed and the calendar event removed. This cannot be undone.`,
        okText: 'Cancel Appointment',
        okButtonProps: { danger: true },
        cancelText: 'Keep',
        onOk: () =>
          run({
            call: () => postAppointmentCancel(a.id),
            success: 'Appointment cancelled',
            successDescription: 'The customer has been notified by e-mail.',
            fallback: 'Failed to cancel appointment',
            refresh: 'appointments',
          }),
      });
    },
    [modal, run],
  );

  const completed = useCallback(
    (a: AdminAppointment) =>
      run({ call: () => postAppointmentStatus(a.id, 'completed'), success: 'Marked as completed', fallback: 'Failed to update appointment', refresh: 'appointments' }),
    [run],
  );
  const noShow = useCallback(
    (a: AdminAppointment) =>
      run({ call: () => postAppointmentStatus(a.id, 'no-show'), success: 'Marked as no-show', fallback: 'Failed to update appointment', refresh: 'appointments' }),
    [run],
  );
  const [moving, setMoving] = useState<AdminAppointment | null>(null);
  const stopMoving = useCallback(() => setMoving(null), []);
  return { cancel, completed, noShow, move: setMoving, moving, stopMoving };
}

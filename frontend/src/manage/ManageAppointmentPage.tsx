/**
 * /appointment/:token: the page every customer e-mail links to. Shows the appointment
 * (date and time in Beirut and on the viewer's clock, type, status, special requests, the meeting
 * link of a virtual one), Add to Calendar, and 'Cancel Appointment' behind a confirmation dialog.
 * An invalid or expired link gets a clear message instead. Public (no session: the signed token in
 * the URL is the authorization), inside the public shell.
 */
import { CalendarOutlined, DownloadOutlined, StopOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { AppointmentDetails } from '../components/AppointmentDetails';
import { LoadError } from '../components/LoadError';
import { Logo } from '../components/Logo';
import { PageSpinner } from '../components/PageSpinner';
import { useToast } from '../components/toast';
import { isActiveStatus, isCancellable } from '../lib/appointmentDisplay';
import { formatAppointmentDate } from '@cabinetry/shared/time';
import { BRAND } from '@cabinetry/shared/contracts';
import { appointmentCalendarFile, downloadCalendarFile } from '../lib/calendarDownload';
import { cancelManagedAppointment, useManagedAppointment } from './manageApi';
import './manage.css';
import { INVITATION_NOTE } from '../onboarding/steps/step5/bookingToasts';

/** The message for a link the server refuses, or null for other failures (retryable). */
function linkProblem(error: unknown): { title: string; text: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410) {
    return { title: 'This link has expired', text: 'Appointment links stop working a day after the appointment. Please contact us if you need anything.' };
  }
  if (error.status === 404 || error.status === 400) {
    return { title: 'This link is not valid', text: 'Please open the link exactly as it appears in your e-mail, or contact us.' };
  }
  return null;
}

/** The manage page. */
export default function ManageAppointmentPage() {
  const { token = '' } = useParams();
  const toast = useToast();
  const { data: appointment, error, isLoading, mutate } = useManagedAppointment(token);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  if (isLoading && !appointment) return <PageSpinner />;
  if (!appointment) {
    const problem = linkProblem(error);
    return (
      <main className="center-page">
        <Logo />
        {problem ? (
          <>
            <StopOutlined className="manage__problem-icon" aria-hidden />
            <h1 className="display-title">{problem.title}</h1>
            <p className="muted">{problem.text}</p>
            <p className="muted">
              <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> · {BRAND.phone}
            </p>
          </>
        ) : (
          <LoadError message="Failed to load your appointment. Please try again." onRetry={() => mutate()} />
        )}
      </main>
    );
  }

  const a = appointment;
  const virtual = a.appointmentType === 'virtual';
  const active = isActiveStatus(a.status);
  const meetLink = a.calendarEvent?.hangoutLink ?? null;
  const ics = active ? appointmentCalendarFile(a) : null;

  const cancel = async () => {
    setCancelling(true);
    try {
      await mutate(await cancelManagedAppointment(token), { revalidate: false });
      setConfirming(false);
      toast({ title: 'Appointment Cancelled', sep: ' – ', description: 'Your appointment has been cancelled successfully.' });
    } catch {
      toast({ title: 'Failed to cancel your appointment. Please try again.', variant: 'destructive' });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <main className="manage">
      <div className="step-card manage__card">
        <div className="confirmation">
          <CalendarOutlined className="manage__icon" aria-hidden />
          <h1 className="display-title confirmation__title">Your Design Consultation</h1>
          <AppointmentDetails appointment={a} showLocalTime />
          {active && virtual && (meetLink ? (
            <Button type="primary" icon={<VideoCameraOutlined />} href={meetLink} target="_blank" rel="noopener noreferrer">
              Join Meeting
            </Button>
          ) : (
            <p className="notice" role={a.isVirtualMeetingError ? 'alert' : undefined}>
              {a.notificationNote || INVITATION_NOTE}
            </p>
          ))}
          {active && !virtual && <p className="muted">{BRAND.showroomAddress}</p>}
          {!active && <p className="notice">{a.status === 'cancelled' ? 'This appointment has been cancelled. You are welcome to book a new time whenever suits you.' : 'This appointment has taken place.'}</p>}
          {active && (
            <div className="confirmation__actions">
              <Button icon={<DownloadOutlined />} disabled={!ics} onClick={() => ics && downloadCalendarFile(ics)}>
                Add to Calendar
              </Button>
              {isCancellable(a) && (
                <Button danger onClick={() => setConfirming(true)}>
                  Cancel Appointment
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
      <Modal
        open={confirming}
        title="Cancel this appointment?"
        okText="Yes, cancel it"
        okButtonProps={{ danger: true, loading: cancelling }}
        cancelText="Keep Appointment"
        onOk={cancel}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Your design consultation of {formatAppointmentDate(a.appointmentDate)} will be cancelled and the time offered to others. We will
          confirm by e-mail.
        </p>
      </Modal>
    </main>
  );
}

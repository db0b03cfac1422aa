/** 'Appointment Successfully Booked!': details, meeting link, calendar actions and cancel (docs/product.md §2 step 5). */
import { CalendarOutlined, CheckCircleFilled, DownloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { Appointment } from '@cabinetry/shared/contracts';
import { Button, Spin } from 'antd';
import { AppointmentDetails } from '../../../components/AppointmentDetails';
import { BRAND } from '@cabinetry/shared/contracts';
import { appointmentCalendarFile, downloadCalendarFile } from '../../../lib/calendarDownload';

interface Props {
  appointment: Appointment;
  /** cancelling */
  busy: boolean;
  /** the meeting link of a fresh virtual booking is still being created */
  awaitingLink: boolean;
  onCancel: () => void;
}

/** The booked appointment with Add to Calendar, View in Calendar and Cancel Appointment. */
export function Confirmation({ appointment: a, busy, awaitingLink, onCancel }: Props) {
  const virtual = a.appointmentType === 'virtual';
  const meetLink = a.calendarEvent?.hangoutLink ?? null;
  const calendarLink = a.calendarEvent?.htmlLink ?? null;
  const ics = appointmentCalendarFile(a);

  return (
    <div className="confirmation">
      <CheckCircleFilled className="confirmation__icon" aria-hidden />
      <h2 className="display-title confirmation__title">Appointment Successfully Booked!</h2>
      <AppointmentDetails appointment={a} />
      {virtual &&
        (meetLink ? (
          <Button type="primary" icon={<VideoCameraOutlined />} href={meetLink} target="_blank" rel="noopener noreferrer">
            Join Meeting
          </Button>
        ) : awaitingLink ? (
          <p className="notice" role="status">
            <Spin size="small" /> Preparing your meeting link...
          </p>
        ) : (
          <p className="notice">The meeting link will be included in your calendar invitation.</p>
        ))}
      {!virtual && <p className="muted">{BRAND.showroomAddress}</p>}
      {a.notificationNote && <p className="notice">{a.notificationNote}</p>}
      <div className="confirmation__actions">
        <Button icon={<DownloadOutlined />} disabled={!ics} onClick={() => ics && downloadCalendarFile(ics)}>
          Add to Calendar
        </Button>
        <Button icon={<CalendarOutlined />} disabled={!calendarLink} onClick={() => calendarLink && window.open(calendarLink, '_blank', 'noopener,noreferrer')}>
          View in Calendar
        </Button>
        <Button danger loading={busy} onClick={onCancel}>
          Cancel Appointment
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Appointment Successfully Booked!': details, meeting link, calendar actions, Reschedule and cancel
 * (inside the notice before a change, the showroom's phone and WhatsApp instead) and 'Download my
 * data' (docs/product.md §2 step 5, issue 23).
 */
import CalendarSvg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import DownloadSvg from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import VideoCameraSvg from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import type { AppointmentView } from '@cabinetry/shared/contracts';
import { lazy, Suspense } from 'react';
import { AppointmentDetails } from '../../../components/AppointmentDetails';
import { showroomAddress } from '@cabinetry/shared/contracts';
import { useLocale } from '../../../i18n/useLocale';
import { downloadAppointmentCalendar, hasCalendarFile } from '../../../lib/calendarDownload';
import { Icon } from '../../../ui/Icon';
import { Button } from '../../../ui/Button';
import { Spin } from '../../../ui/Spin';
import { useTranslation } from 'react-i18next';
import { dataExportUrl } from '../../../api/onboarding';
import { DownloadMyData } from '../../../export/DownloadMyData';
import { linkNote } from '../../../booking/linkNote';
import { changeWindow } from '../../../lib/changeNotice';

// the phone and WhatsApp, shown inside the notice before a change only
const ShowroomContact = lazy(() => import('../../../components/ShowroomContact'));

interface Props {
  appointment: AppointmentView;
  /** cancelling */
  busy: boolean;
  /** the meeting link of a fresh virtual booking is still being created */
  awaitingLink: boolean;
  onCancel: () => void;
  /** opens the move (hidden while `rescheduling`) */
  onReschedule: () => void;
  rescheduling: boolean;
}

/**
 * The booked appointment with Add to Calendar, View in Calendar and Cancel Appointment. A virtual
 * one shows Join Meeting, or while the link is made a spinner, else the server's note of where the
 * link will come from (or the meeting error).
 */
export function Confirmation({ appointment: a, busy, awaitingLink, onCancel, onReschedule, rescheduling }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const virtual = a.appointmentType === 'virtual';
  const meetLink = a.calendarEvent?.hangoutLink ?? null;
  const calendarLink = a.calendarEvent?.htmlLink ?? null;
  const changes = changeWindow(a);

  return (
    <div className="confirmation">
      <Icon svg={CheckCircleFilledSvg} className="confirmation__icon" aria-hidden />
      <h2 className="display-title confirmation__title">{t('step5.success')}</h2>
      <AppointmentDetails appointment={a} />
      {virtual &&
        (meetLink ? (
          <Button type="primary" icon={<Icon svg={VideoCameraSvg} />} href={meetLink} target="_blank" rel="noopener noreferrer">
            {t('step5.join')}
          </Button>
        ) : awaitingLink ? (
          <div className="notice" role="status">
            <Spin size="small" /> {t('step5.preparingLink')}
          </div>
        ) : (
          <p className="notice" role={a.isVirtualMeetingError ? 'alert' : undefined}>
            {linkNote(t, a)}
          </p>
        ))}
      {!virtual && <p className="muted">{showroomAddress(locale, { withName: true })}</p>}
      <div className="confirmation__actions">
        <Button icon={<Icon svg={DownloadSvg} />} disabled={!hasCalendarFile(a)} onClick={() => void downloadAppointmentCalendar(a, locale).catch(console.error)}>
          {t('step5.addToCalendar')}
        </Button>
        <Button icon={<Icon svg={CalendarSvg} />} disabled={!calendarLink} onClick={() => calendarLink && window.open(calendarLink, '_blank', 'noopener,noreferrer')}>
          {t('step5.viewInCalendar')}
        </Button>
        {changes.open && !rescheduling && (
          <Button disabled={busy} onClick={onReschedule}>
            {t('reschedule.open')}
          </Button>
        )}
        {changes.open && (
          <Button danger loading={busy} onClick={onCancel}>
            {t('step5.cancel')}
          </Button>
        )}
      </div>
      {!changes.open && changes.hours !== null && (
        <Suspense fallback={null}>
          <ShowroomContact hours={changes.hours} />
        </Suspense>
      )}
      <DownloadMyData href={dataExportUrl(a.customerId)} />
    </div>
  );
}

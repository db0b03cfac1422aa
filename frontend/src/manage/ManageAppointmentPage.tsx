/**
 * /appointment/:token: the page every customer e-mail links to. Shows the appointment
 * (date and time in Beirut and on the viewer's clock, type, status, special requests, the meeting
 * link of a virtual one, the designer), Add to Calendar, 'Reschedule' (a slot picker, loaded on
 * demand: the appointment moves in one step) and 'Cancel Appointment' behind a confirmation dialog;
 * inside the notice before a change (the answer's `changeableUntil`) the showroom's phone and
 * WhatsApp instead of those two.
 * An invalid or expired link gets a clear message instead; a cancelled appointment's link says so and
 * offers a new booking. The link reaches this one appointment only: 'Download my data' e-mails the
 * resume link, which connects this device to the project (the download needs the customer's session).
 * Public (no session: the signed token in the URL is the authorization), inside the public shell.
 */
import CalendarSvg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import DownloadSvg from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import StopSvg from '@ant-design/icons-svg/es/asn/StopOutlined';
import VideoCameraSvg from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { AppointmentDetails } from '../components/AppointmentDetails';
import { LoadError } from '../components/LoadError';
import { Logo } from '../components/Logo';
import { PageSpinner } from '../components/PageSpinner';
import { useToast } from '../components/toast';
import { isActiveStatus, isCancellable } from '../lib/appointmentDisplay';
import { BRAND, showroomAddress } from '@cabinetry/shared/contracts';
import { useLocale } from '../i18n/useLocale';
import { downloadAppointmentCalendar, hasCalendarFile } from '../lib/calendarDownload';
import { DeleteMyData } from '../erasure/DeleteMyData';
import { LinkRequestButton } from '../link-request/LinkRequestButton';
import { cancelManagedAppointment, rescheduleManagedAppointment, useManagedAppointment } from './manageApi';
import { changeWindow } from '../lib/changeNotice';
import './manage.css';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';
import { useTranslation } from 'react-i18next';
import { linkNote } from '../booking/linkNote';
import { useAppointmentDates } from '../i18n/dates';
import { useRefusalText } from '../i18n/refusal';
import { localePath } from '../i18n/locales';

// antd's Modal (and the antd code under it) loads when the visitor first asks to cancel
const CancelDialog = lazy(() => import('./CancelDialog'));
// the slot picker (calendar, free times) loads when the visitor first asks to move
const ReschedulePanel = lazy(() => import('../booking/ReschedulePanel'));
// the phone and WhatsApp, shown inside the notice before a change only
const ShowroomContact = lazy(() => import('../components/ShowroomContact'));

/** The message (catalogue keys) for a link the server refuses, or null for other failures (retryable). */
function linkProblem(error: unknown): { title: string; text: string; cancelled?: true } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410 && error.code === 'appointment_cancelled') return { title: 'manage.cancelledTitle', text: 'manage.cancelledNote', cancelled: true };
  if (error.status === 410) return { title: 'manage.expired', text: 'manage.expiredText' };
  if (error.status === 404 || error.status === 400) return { title: 'manage.invalid', text: 'manage.invalidText' };
  return null;
}

/** 'Book a New Consultation': step 5 of the wizard, in the page's language. */
function BookAgain() {
  const { t } = useTranslation();
  return (
    <Button type="primary" href={localePath(useLocale(), '/onboarding/step5')}>
      {t('manage.bookAgain')}
    </Button>
  );
}

/** The manage page. */
export default function ManageAppointmentPage() {
  const { token = '' } = useParams();
  const toast = useToast();
  const { t } = useTranslation();
  const locale = useLocale();
  const dates = useAppointmentDates();
  const refusalText = useRefusalText();
  const { data: appointment, error, isLoading, mutate } = useManagedAppointment(token);
  const [confirming, setConfirming] = useState(false);
  // once opened, the dialog stays mounted so it can animate out
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);

  if (isLoading && !appointment)
    return (
      <div className="loading-past-fold">
        <PageSpinner />
      </div>
    );
  if (!appointment) {
    const problem = linkProblem(error);
    return (
      <main className="center-page">
        <Logo />
        {problem ? (
          <>
            <Icon svg={StopSvg} className="manage__problem-icon" aria-hidden />
            <h1 className="display-title">{t(problem.title)}</h1>
            <p className="muted">{t(problem.text)}</p>
            {problem.cancelled && <BookAgain />}
            <p className="muted">
              <a href={`mailto:${BRAND.email}`} dir="ltr">{BRAND.email}</a> · <bdi dir="ltr">{BRAND.phone}</bdi>
            </p>
          </>
        ) : (
          <LoadError message={t('manage.loadFailed')} onRetry={() => mutate()} />
        )}
      </main>
    );
  }

  const a = appointment;
  const virtual = a.appointmentType === 'virtual';
  const active = isActiveStatus(a.status);
  const meetLink = a.calendarEvent?.hangoutLink ?? null;
  const changes = changeWindow(a);
  const changeable = isCancellable(a) && changes.open;

  const cancel = async () => {
    setCancelling(true);
    try {
      await mutate(await cancelManagedAppointment(token), { revalidate: false });
      setConfirming(false);
      toast({ title: t('step5.cancelled'), sep: ' – ', description: t('step5.cancelledText') });
    } catch (err) {
      toast({ title: refusalText(err, t('step5.cancelFailed')), variant: 'destructive' });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <main className="manage">
      <div className="step-card manage__card">
        <div className="confirmation">
          <Icon svg={CalendarSvg} className="manage__icon" aria-hidden />
          <h1 className="display-title confirmation__title">{t('manage.title')}</h1>
          <AppointmentDetails appointment={a} showLocalTime />
          {active && virtual && (meetLink ? (
            <Button type="primary" icon={<Icon svg={VideoCameraSvg} />} href={meetLink} target="_blank" rel="noopener noreferrer">
              {t('step5.join')}
            </Button>
          ) : (
            <p className="notice" role={a.isVirtualMeetingError ? 'alert' : undefined}>
              {linkNote(t, a)}
            </p>
          ))}
          {active && !virtual && <p className="muted">{showroomAddress(locale, { withName: true })}</p>}
          {!active && <p className="notice">{a.status === 'cancelled' ? t('manage.cancelledNote') : t('manage.pastNote')}</p>}
          {a.status === 'cancelled' && <BookAgain />}
          {active && (
            <div className="confirmation__actions">
              <Button icon={<Icon svg={DownloadSvg} />} disabled={!hasCalendarFile(a)} onClick={() => void downloadAppointmentCalendar(a, locale).catch(console.error)}>
                {t('step5.addToCalendar')}
              </Button>
              {changeable && !rescheduling && <Button onClick={() => setRescheduling(true)}>{t('reschedule.open')}</Button>}
              {changeable && (
                <Button
                  danger
                  onClick={() => {
                    setDialogLoaded(true);
                    setConfirming(true);
                  }}
                >
                  {t('step5.cancel')}
                </Button>
              )}
            </div>
          )}
          {isCancellable(a) && !changes.open && changes.hours !== null && (
            <Suspense fallback={null}>
              <ShowroomContact hours={changes.hours} />
            </Suspense>
          )}
          <LinkRequestButton label={t('export.download')} intro={t('export.byEmailIntro')} icon={<Icon svg={DownloadSvg} />} inputId="export-email" />
          <DeleteMyData />
          {changeable && rescheduling && (
            <Suspense fallback={<PageSpinner />}>
              <ReschedulePanel
                reschedule={(appointmentDate) => rescheduleManagedAppointment(token, appointmentDate)}
                onStale={() => void mutate()}
                onClose={() => setRescheduling(false)}
                onMoved={(moved) => {
                  setRescheduling(false);
                  void mutate(moved, { revalidate: false });
                }}
              />
            </Suspense>
          )}
        </div>
      </div>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <CancelDialog open={confirming} cancelling={cancelling} onConfirm={() => void cancel()} onClose={() => setConfirming(false)}>
            <p>{t('manage.confirmText', { date: dates.showroom(a.appointmentDate) })}</p>
          </CancelDialog>
        </Suspense>
      )}
    </main>
  );
}

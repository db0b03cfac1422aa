/**
 * /admin/appointments ('Appointments', admins only): design consultations as a list (antd Table,
 * paginated on the server, filters: upcoming/past/all, status, showroom-day range; upcoming by
 * default) and as a week calendar (Monday–Sunday columns, business-hour rows, appointments as
 * blocks; previous / next week), both filtered by designer (the week of one designer). Staff cancel
 * (after a confirmation), move or reassign (a dialog), mark completed or no-show, with toasts. The
 * list's query lives in the URL (useListQuery), with the view and the week.
 */
import './appointments.css';
import { CheckOutlined, CloseCircleOutlined, LeftOutlined, SwapOutlined, RightOutlined, StopOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { type AdminAppointment, type AdminAppointmentQueryParams, adminAppointmentQuerySchema, APPOINTMENT_PAGE_SIZE_DEFAULT, APPOINTMENT_PAGE_SIZE_MAX, APPOINTMENT_STATUSES, type AppointmentScope, type AppointmentStatus } from '@cabinetry/shared/contracts';
import { addDays, showroomClock, showroomDay } from '@cabinetry/shared/time';
import { Button, Popover, Segmented, Select, Space, type TableColumnsType, Tag } from 'antd';
import { type CSSProperties, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import appointmentQueryValidator from 'virtual:validator/adminAppointmentQuerySchema';
import { LoadError } from '../../components/LoadError';
import { schedulingRoutes } from '@cabinetry/shared/contracts/api';
import { mayCall } from '../access';
import { useAdminUser } from '../adminContext';
import { useAppointments, useDesigners } from '../api/scheduling';
import { PageHeader } from '../components/bits';
import { DayRangePicker } from '../components/DayPickers';
import { MoveAppointmentDialog } from '../components/MoveAppointmentDialog';
import { PagedAdminTable } from '../components/PagedAdminTable';
import { allowedActions, customerName, hourRows, thisMonday, weekBlocks, weekDays } from '../lib/appointments';
import { type AppointmentActions, useAppointmentActions } from '../lib/appointmentsActions';
import { adminErrorMessage } from '../lib/errors';
import { type ListQueryState, useListQuery } from '../useListQuery';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminDates } from '../lib/adminDates';

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  pending: 'gold',
  confirmed: 'green',
  cancelled: 'default',
  completed: 'blue',
  'no-show': 'red',
};
const SCOPES: AppointmentScope[] = ['upcoming', 'past', 'all'];
const DEFAULTS = { scope: 'upcoming', pageSize: String(APPOINTMENT_PAGE_SIZE_DEFAULT) } satisfies AdminAppointmentQueryParams;
/** Pixels per hour row of the week grid. */
const HOUR_PX = 56;

/** An appointment status as a coloured tag. */
export function AppointmentStatusTag({ status }: { status: AppointmentStatus }) {
  const { t } = useAdminTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`appointments.statuses.${status}`)}</Tag>;
}

/** The user's words for an appointment: its type ('In-person'), its customer's name and its date without the zone ('… at 10:00'). */
function useAppointmentWords() {
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  return {
    t,
    dates,
    type: (a: AdminAppointment) => t(`appointments.types.${a.appointmentType}`),
    name: (a: AdminAppointment) => customerName(a, t('appointments.unknownCustomer')),
    dayTime: (iso: string) => {
      const parts = dates.appointmentParts(iso);
      return parts ? t('appointments.dayTime', parts) : dates.appointment(iso);
    },
  };
}

/** Move / Cancel / Mark completed / Mark no-show, each shown only when the appointment allows it (Move and Cancel: to those whose role may call them). */
export function AppointmentActionButtons({ appointment: a, actions }: { appointment: AdminAppointment; actions: AppointmentActions }) {
  const user = useAdminUser();
  const { t } = useAdminTranslation();
  const { cancelAppointmentByStaff, moveAppointmentByStaff } = schedulingRoutes.routes;
  const allowed = allowedActions(a);
  if (!mayCall(user, cancelAppointmentByStaff)) allowed.cancel = false;
  if (!mayCall(user, moveAppointmentByStaff)) allowed.move = false;
  if (!allowed.move && !allowed.cancel && !allowed.completed && !allowed.noShow) return <span className="muted">—</span>;
  return (
    <Space size={4} wrap>
      {allowed.move && (
        <Button size="small" icon={<SwapOutlined />} onClick={() => actions.move(a)}>
          {t('appointments.move')}
        </Button>
      )}
      {allowed.completed && (
        <Button size="small" icon={<CheckOutlined />} onClick={() => void actions.completed(a)}>
          {t('appointments.markCompleted')}
        </Button>
      )}
      {allowed.noShow && (
        <Button size="small" icon={<StopOutlined />} onClick={() => void actions.noShow(a)}>
          {t('appointments.markNoShow')}
        </Button>
      )}
      {allowed.cancel && (
        <Button size="small" danger icon={<CloseCircleOutlined />} onClick={() => actions.cancel(a)}>
          {t('common.cancel')}
        </Button>
      )}
    </Space>
  );
}

/** Name linking to the lead, and the e-mail. */
function CustomerCell({ a }: { a: AdminAppointment }) {
  const { name } = useAppointmentWords();
  return (
    <span className="appts-customer">
      <Link to={`/admin/leads/${a.customerId}`}>{name(a)}</Link>
      {a.customer?.email && <span className="muted">{a.customer.email}</span>}
    </span>
  );
}

/** The designer filter: every designer by name (the list's `designerId`). */
function DesignerSelect({ value, onChange }: { value?: string; onChange: (designerId?: string) => void }) {
  const { t } = useAdminTranslation();
  const { data: designers } = useDesigners(t('designers.fetchFailed'));
  if (!designers?.length) return null;
  return (
    <Select
      aria-label={t('common.designer')}
      className="appts-filters__select"
      placeholder={t('appointments.anyDesigner')}
      allowClear
      value={value}
      options={designers.map((d) => ({ value: d.id, label: d.displayName }))}
      onChange={onChange}
    />
  );
}

/** The paginated list with its filters. */
function ListView({ list, actions }: { list: ListQueryState<AdminAppointmentQueryParams>; actions: AppointmentActions }) {
  const { query: filters, page, pageSize, update, filtered } = list;
  const { data, error, isLoading, mutate } = useAppointments(filters);
  const { t, type, dayTime } = useAppointmentWords();

  const columns: TableColumnsType<AdminAppointment> = [
    {
      title: t('appointments.when'),
      key: 'when',
      render: (_, a) => (
        <span className="appts-when">
          <span>{dayTime(a.appointmentDate)}</span>
          <span className="muted">
            {showroomClock(a.appointmentDate)}–{showroomClock(a.endDate)}
          </span>
        </span>
      ),
    },
    { title: t('appointments.customer'), key: 'customer', render: (_, a) => <CustomerCell a={a} /> },
    { title: t('common.designer'), key: 'designer', render: (_, a) => a.designerName ?? <span className="muted">—</span> },
    {
      title: t('common.type'),
      key: 'type',
      render: (_, a) => (
        <span className="nowrap">
          {a.appointmentType === 'virtual' && <VideoCameraOutlined aria-hidden />} {type(a)}
        </span>
      ),
    },
    {
      title: t('common.status'),
      key: 'status',
      render: (_, a) => (
        <span className="appts-status">
          <AppointmentStatusTag status={a.status} />
          {a.cancelledBy && <span className="muted">{t(`appointments.cancelledBy.${a.cancelledBy}`)}</span>}
          {a.customerConfirmedAt && a.status !== 'cancelled' && <Tag color="green">{t('appointments.confirmedByCustomer')}</Tag>}
        </span>
      ),
    },
    { title: t('appointments.specialRequests'), key: 'requests', render: (_, a) => <span className="appts-requests">{a.specialRequests || '—'}</span> },
    { title: t('common.actions'), key: 'actions', render: (_, a) => <AppointmentActionButtons appointment={a} actions={actions} /> },
  ];

  return (
    <>
      <div className="admin-filters" role="search">
        <Segmented aria-label={t('appointments.which')} value={filters.scope} options={SCOPES.map((scope) => ({ value: scope, label: t(`appointments.scopes.${scope}`) }))} onChange={(v) => update({ scope: v as AppointmentScope })} />
        <Select
          aria-label={t('common.status')}
          className="appts-filters__select"
          placeholder={t('appointments.anyStatus')}
          allowClear
          value={filters.status}
          options={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: t(`appointments.statuses.${s}`) }))}
          onChange={(v?: AppointmentStatus) => update({ status: v })}
        />
        <DesignerSelect value={filters.designerId} onChange={(designerId) => update({ designerId })} />
        <DayRangePicker label={t('appointments.between')} from={filters.from} to={filters.to} placeholder={[t('common.from'), t('common.to')]} onChange={(from, to) => update({ from, to })} />
        {filtered && (
          <Button type="link" onClick={list.clear}>
            {t('leads.clearFilters')}
          </Button>
        )}
      </div>
      <PagedAdminTable<AdminAppointment>
        label={t('sections.appointments.label')}
        columns={columns}
        rows={data?.items}
        loading={isLoading}
        errorMessage={error ? adminErrorMessage(error, t('appointments.fetchFailed')) : null}
        onRetry={() => void mutate()}
        emptyText={filtered ? t('appointments.noneMatch') : t('appointments.noneUpcoming')}
        rowClassName={(a) => (a.status === 'cancelled' ? 'appts-row--cancelled' : '')}
        pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t('appointments.total', { count: total }),
            onChange: (p, size) => update({ page: String(size === pageSize ? p : 1), pageSize: String(size) }),
          }}
      />
    </>
  );
}

/** One appointment block of the week grid; clicking opens its details and actions. */
function Block({ a, style, actions }: { a: AdminAppointment; style: CSSProperties; actions: AppointmentActions }) {
  const { t, dates, type, name } = useAppointmentWords();
  const details = (
    <div className="appts-pop">
      <p>
        <strong>{dates.appointment(a.appointmentDate)}</strong>
      </p>
      <p>
        <CustomerCell a={a} />
      </p>
      <p>
        {type(a)} · <AppointmentStatusTag status={a.status} />
        {a.designerName && ` · ${a.designerName}`}
      </p>
      {a.specialRequests && <p className="muted">{a.specialRequests}</p>}
      <AppointmentActionButtons appointment={a} actions={actions} />
    </div>
  );
  return (
    <Popover content={details} trigger="click">
      <button type="button" className={`appts-block appts-block--${a.status}`} style={style} aria-label={t('appointments.blockLabel', { name: name(a), date: dates.appointment(a.appointmentDate), status: t(`appointments.statuses.${a.status}`) })}>
        <span className="appts-block__time">
          {showroomClock(a.appointmentDate)} {a.appointmentType === 'virtual' && <VideoCameraOutlined aria-hidden />}
        </span>
        <span className="appts-block__name">{name(a)}</span>
      </button>
    </Popover>
  );
}

/** The week calendar from Monday `monday` (Beirut time), every status shown; one designer's when `designerId` is chosen. */
function WeekView({ monday, status, designerId, onDesigner, onWeek, actions }: { monday: string; status?: AppointmentStatus; designerId?: string; onDesigner: (designerId?: string) => void; onWeek: (monday: string) => void; actions: AppointmentActions }) {
  const { data, error, isLoading, mutate } = useAppointments({ scope: 'all', status, designerId, from: monday, to: addDays(monday, 6), pageSize: String(APPOINTMENT_PAGE_SIZE_MAX) });
  const blocks = useMemo(() => weekBlocks(data?.items ?? [], monday), [data, monday]);
  const hours = hourRows(blocks);
  const first = hours[0] * 60;
  const days = weekDays(monday);
  const today = days.indexOf(showroomDay(new Date()));
  const { t } = useAdminTranslation();
  const dates = useAdminDates();

  return (
    <section aria-label={t('appointments.weekCalendar')} className="appts-week">
      <div className="appts-week__bar">
        <Button icon={<LeftOutlined className="flip-rtl" />} onClick={() => onWeek(addDays(monday, -7))}>
          {t('appointments.previousWeek')}
        </Button>
        <h2 className="appts-week__title" aria-live="polite">
          {dates.weekRange(monday)}
        </h2>
        <Space>
          <DesignerSelect value={designerId} onChange={onDesigner} />
          <Button onClick={() => onWeek(thisMonday())} disabled={monday === thisMonday()}>
            {t('appointments.thisWeek')}
          </Button>
          <Button onClick={() => onWeek(addDays(monday, 7))}>
            {t('appointments.nextWeek')} <RightOutlined className="flip-rtl" />
          </Button>
        </Space>
      </div>
      {error && !data ? (
        <LoadError message={adminErrorMessage(error, t('appointments.fetchFailed'))} onRetry={() => mutate()} />
      ) : (
        <div className={`appts-grid${isLoading ? ' is-loading' : ''}`} style={{ '--hours': hours.length, '--hour-px': `${HOUR_PX}px` } as CSSProperties}>
          <div className="appts-grid__corner" />
          {days.map((d, i) => (
            <div key={d} className={`appts-grid__day${i === today ? ' is-today' : ''}`} role="columnheader">
              {dates.dayHeading(d)}
            </div>
          ))}
          <div className="appts-grid__hours" aria-hidden>
            {hours.map((h) => (
              <span key={h}>{String(h).padStart(2, '0')}:00</span>
            ))}
          </div>
          {days.map((d, i) => (
            <div key={d} className={`appts-grid__column${i === today ? ' is-today' : ''}`} aria-label={dates.dayHeading(d)} role="group">
              {blocks
                .filter((b) => b.day === i)
                .map((b) => (
                  <Block
                    key={b.appointment.id}
                    a={b.appointment}
                    actions={actions}
                    style={{ top: ((b.startMinute - first) / 60) * HOUR_PX, height: Math.max(((b.endMinute - b.startMinute) / 60) * HOUR_PX - 4, 24) }}
                  />
                ))}
            </div>
          ))}
        </div>
      )}
      {data && data.total > data.items.length && <p className="muted">{t('appointments.showingFirst', { shown: data.items.length, total: data.total })}</p>}
      {data && data.total === 0 && <p className="muted appts-week__empty">{t('appointments.noneThisWeek')}</p>}
    </section>
  );
}

/** The Appointments page. */
export default function AppointmentsPage() {
  const [search, setSearch] = useSearchParams();
  const list = useListQuery(adminAppointmentQuerySchema, appointmentQueryValidator, DEFAULTS);
  const actions = useAppointmentActions();
  const { t } = useAdminTranslation();
  const view = search.get('view') === 'week' ? 'week' : 'list';
  const weekParam = search.get('week');
  const monday = weekParam && /^\d{4}-\d{2}-\d{2}$/.test(weekParam) ? weekParam : thisMonday();

  /** Sets the view or the week (the list's query stays). */
  const show = (changes: { view?: string; week?: string }) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="admin-page">
      <PageHeader
        title={t('sections.appointments.label')}
        description={t('sections.appointments.description')}
        actions={
          <Segmented
            aria-label={t('appointments.view')}
            value={view}
            options={[
              { value: 'list', label: t('appointments.list') },
              { value: 'week', label: t('appointments.week') },
            ]}
            onChange={(v) => show({ view: v === 'week' ? 'week' : undefined })}
          />
        }
      />
      {view === 'list' ? (
        <ListView list={list} actions={actions} />
      ) : (
        <WeekView monday={monday} status={list.query.status} designerId={list.query.designerId} onDesigner={(designerId) => list.update({ designerId })} onWeek={(m) => show({ week: m })} actions={actions} />
      )}
      <MoveAppointmentDialog appointment={actions.moving} onClose={actions.stopMoving} />
    </div>
  );
}

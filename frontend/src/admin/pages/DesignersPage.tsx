/**
 * /admin/designers (admins, issue 23): the designers customers are assigned to — table (Name,
 * Email, Languages, Weight, Status, Actions) with add, edit and delete. The dialog edits the name
 * customers see, the e-mail address, languages spoken, weight (share of bookings), weekly hours and
 * days off (inside the showroom's Availability rules: the server says which stretch is not), active
 * flag and the staff account of the designer. With no designer, the showroom books as one calendar.
 */
import { DeleteOutlined, DisconnectOutlined, EditOutlined, GoogleOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_AVAILABILITY_RULES, type Designer, DESIGNER_LANGUAGES, type DesignerLanguage, type DesignerRequest, MAX_DESIGNER_WEIGHT } from '@cabinetry/shared/contracts';
import { Alert, App, Button, InputNumber, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Field } from 'react-final-form';
import designerValidator from 'virtual:validator/designerRequestSchema';
import { FormField } from '../../components/FormField';
import { TextField } from '../../components/TextField';
import { AdminTable } from '../components/AdminTable';
import { actionsColumn, statusColumn } from '../components/columns';
import { PageHeader, RowAction } from '../components/bits';
import { DaysPicker } from '../components/DayPickers';
import { SelectField, SwitchField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { WeeklyHoursEditor } from '../components/WeeklyHoursEditor';
import { deleteDesigner, deleteDesignerGoogle, getDesignerGoogleLogin, postDesigner, putDesigner, useAvailability, useDesigners } from '../api/scheduling';
import { useUsers } from '../api/identity';
import { schemaErrors } from '../lib/forms';
import { adminErrorMessage } from '../lib/errors';
import { useToast } from '../../components/toast';
import { useAdminAction } from '../useAdminAction';
import { useConfirmDelete } from '../useConfirmDelete';
import { useAdminTranslation } from '../i18n/adminI18n';

const NO_STAFF = '';

type DesignerFormValues = Omit<DesignerRequest, 'staffUserId'> & { staffUserId: string };

/** The request body of the dialog's values (a blank staff account = none). */
const designerRequest = ({ staffUserId, ...v }: DesignerFormValues): DesignerRequest => ({ ...v, displayName: (v.displayName ?? '').trim(), staffUserId: staffUserId || null });


/** Create/edit dialog; a new designer starts with the showroom's hours. */
function DesignerDialog({ designer, onClose }: { designer: Designer | null; onClose: () => void }) {
  const run = useAdminAction();
  const { t } = useAdminTranslation();
  const showroom = useAvailability();
  const users = useUsers(t('designers.fetchUsersFailed'));
  // only accounts with the designer role: linking one gives it this designer's appointments and leads
  const staffOptions = [{ value: NO_STAFF, label: t('designers.none') }, ...(users.data ?? []).filter((u) => u.role === 'designer').map((u) => ({ value: u.id, label: `${u.username} (${u.email})` }))];
  if (!designer && !showroom.data) return null; // the showroom's hours are the new designer's defaults
  const initial: DesignerFormValues = designer
    ? {
        displayName: designer.displayName,
        email: designer.email,
        languages: designer.languages,
        weeklyHours: designer.weeklyHours,
        daysOff: designer.daysOff,
        weight: designer.weight,
        isActive: designer.isActive,
        staffUserId: designer.staffUserId ?? NO_STAFF,
      }
    : { displayName: '', email: '', languages: ['en'], weeklyHours: (showroom.data ?? DEFAULT_AVAILABILITY_RULES).weeklyHours, daysOff: [], weight: 1, isActive: true, staffUserId: NO_STAFF };
  const onSubmit = async (values: DesignerFormValues) => {
    const body = designerRequest(values);
    const ok = await run(
      designer
        ? { call: () => putDesigner(designer.id, body), success: t('designers.updated'), fallback: t('designers.updateFailed'), refresh: 'designers' }
        : { call: () => postDesigner(body), success: t('designers.added'), fallback: t('designers.addFailed'), refresh: 'designers' },
    );
    if (ok) onClose();
  };
  return (
    <FormDialog<DesignerFormValues>
      id="designer-form"
      title={designer ? t('designers.edit') : t('designers.add')}
      submitLabel={designer ? t('designers.saveChanges') : t('designers.add')}
      initialValues={initial}
      validate={(v) => schemaErrors(designerValidator, designerRequest(v))}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="form-grid">
        <TextField name="displayName" label={t('designers.nameShown')} required autoComplete="off" />
        <TextField name="email" label={t('common.email')} required type="email" autoComplete="off" />
      </div>
      <SelectField<DesignerLanguage> name="languages" label={t('designers.languagesLabel')} required multiple options={DESIGNER_LANGUAGES.map((l) => ({ value: l, label: t(`designers.languages.${l}`) }))} />
      <Field<number> name="weight">
        {({ input }) => (
          <FormField id="weight" label={t('designers.weight')} help={t('designers.weightHelp')}>
            <InputNumber id="weight" min={1} max={MAX_DESIGNER_WEIGHT} precision={0} controls={false} value={input.value} onChange={(v) => input.onChange(typeof v === 'number' ? v : 1)} />
          </FormField>
        )}
      </Field>
      <Field<DesignerRequest['weeklyHours']> name="weeklyHours">
        {({ input }) => (
          <FormField id="weeklyHours" label={t('designers.hours')}>
            <WeeklyHoursEditor value={input.value} onChange={input.onChange} closedText={t('designers.notWorking')} />
          </FormField>
        )}
      </Field>
      <Field<string[]> name="daysOff">
        {({ input }) => (
          <FormField id="daysOff" label={t('designers.daysOff')} help={t('designers.daysOffHelp')}>
            <DaysPicker id="daysOff" days={input.value || []} onChange={input.onChange} />
          </FormField>
        )}
      </Field>
      <SelectField<string> name="staffUserId" label={t('designers.staffAccount')} options={staffOptions} loading={users.isLoading} />
      <SwitchField name="isActive" label={t('common.status')} onText={t('designers.activeText')} offText={t('designers.inactiveText')} />
    </FormDialog>
  );
}

/** The designers page. */
export default function DesignersPage() {
  const { t } = useAdminTranslation();
  const list = useDesigners(t('designers.fetchFailed'));
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const { modal } = App.useApp();
  const toast = useToast();
  const [dialog, setDialog] = useState<{ designer: Designer | null } | null>(null);

  const connect = async (d: Designer) => {
    try {
      window.location.assign(await getDesignerGoogleLogin(d.id));
    } catch (err) {
      toast({ title: t('common.error'), description: adminErrorMessage(err, t('designers.authorizeFailed')), variant: 'destructive' });
    }
  };
  const disconnect = (d: Designer) =>
    modal.confirm({
      title: t('designers.disconnectTitle', { name: d.displayName }),
      content: t('designers.disconnectText'),
      okText: t('designers.disconnect'),
      cancelText: t('common.cancel'),
      onOk: () => run({ call: () => deleteDesignerGoogle(d.id), success: t('designers.disconnected'), fallback: t('designers.revokeFailed'), refresh: 'designers' }),
    });

  const remove = (d: Designer) =>
    confirm({
      title: t('designers.deleteTitle', { name: d.displayName }),
      onConfirm: () => run({ call: () => deleteDesigner(d.id), success: t('designers.deleted'), fallback: t('designers.deleteFailed'), refresh: 'designers' }),
    });

  const columns: TableColumnsType<Designer> = [
    { title: t('common.name'), dataIndex: 'displayName', render: (name: string) => <strong>{name}</strong> },
    { title: t('common.email'), dataIndex: 'email' },
    { title: t('designers.languagesLabel'), dataIndex: 'languages', render: (languages: DesignerLanguage[]) => languages.map((l) => <Tag key={l}>{t(`designers.languages.${l}`)}</Tag>) },
    { title: t('designers.weight'), dataIndex: 'weight' },
    {
      title: t('designers.googleCalendar'),
      key: 'googleAccount',
      // the designer's own account, or the showroom's that holds their events
      render: (_, d) => (d.googleAccount ? <Tag color="green">{d.googleAccount.email || t('designers.ownAccount')}</Tag> : <span>{t('designers.showroomCalendar')}</span>),
    },
    statusColumn(),
    actionsColumn(3, (d) => (
      <>
        {d.googleAccount ? (
          <RowAction label={t('designers.disconnectLabel', { name: d.displayName })} icon={<DisconnectOutlined />} onClick={() => disconnect(d)} />
        ) : (
          <RowAction label={t('designers.connectLabel', { name: d.displayName })} icon={<GoogleOutlined />} onClick={() => void connect(d)} />
        )}
        <RowAction label={t('designers.editLabel', { name: d.displayName })} icon={<EditOutlined />} onClick={() => setDialog({ designer: d })} />
        <RowAction label={t('designers.deleteLabel', { name: d.displayName })} icon={<DeleteOutlined />} danger onClick={() => remove(d)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title={t('sections.designers.label')}
        description={t('designers.description')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ designer: null })}>
            {t('designers.add')}
          </Button>
        }
      />
      {list.data?.length === 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('designers.noneYetOneCalendar')} />
      )}
      <AdminTable
        label={t('sections.designers.label')}
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error && new Error(t('designers.loadFailed'), { cause: list.error })}
        onRetry={() => void list.mutate()}
        emptyText={t('designers.noneYet')}
      />
      {dialog && <DesignerDialog designer={dialog.designer} onClose={() => setDialog(null)} />}
    </div>
  );
}

/**
 * /admin/designers (admins, issue 23): the designers customers are assigned to — table (Name,
 * Email, Languages, Weight, Status, Actions) with add, edit and delete. The dialog edits the name
 * customers see, the e-mail address, languages spoken, weight (share of bookings), weekly hours and
 * days off (inside the showroom's Availability rules: the server says which stretch is not), active
 * flag and the staff account of the designer. With no designer, the showroom books as one calendar.
 */
import { DeleteOutlined, DisconnectOutlined, EditOutlined, GoogleOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_AVAILABILITY_RULES, type Designer, DESIGNER_LANGUAGE_NAMES, DESIGNER_LANGUAGES, type DesignerLanguage, type DesignerRequest, MAX_DESIGNER_WEIGHT } from '@cabinetry/shared/contracts';
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

const LANGUAGE_OPTIONS = DESIGNER_LANGUAGES.map((l) => ({ value: l, label: DESIGNER_LANGUAGE_NAMES[l] }));
const NO_STAFF = '';

type DesignerFormValues = Omit<DesignerRequest, 'staffUserId'> & { staffUserId: string };

/** The request body of the dialog's values (a blank staff account = none). */
const designerRequest = ({ staffUserId, ...v }: DesignerFormValues): DesignerRequest => ({ ...v, displayName: (v.displayName ?? '').trim(), staffUserId: staffUserId || null });

/** The Google calendar column: the designer's own account, or the showroom's that holds their events. */
const calendarText = (d: Designer) => (d.googleAccount ? <Tag color="green">{d.googleAccount.email || 'Own Google account'}</Tag> : <span>Showroom calendar</span>);

/** Create/edit dialog; a new designer starts with the showroom's hours. */
function DesignerDialog({ designer, onClose }: { designer: Designer | null; onClose: () => void }) {
  const run = useAdminAction();
  const showroom = useAvailability();
  const users = useUsers('Failed to fetch users');
  // only accounts with the designer role: linking one gives it this designer's appointments and leads
  const staffOptions = [{ value: NO_STAFF, label: 'None' }, ...(users.data ?? []).filter((u) => u.role === 'designer').map((u) => ({ value: u.id, label: `${u.username} (${u.email})` }))];
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
        ? { call: () => putDesigner(designer.id, body), success: 'Designer updated', fallback: 'Failed to update designer', refresh: 'designers' }
        : { call: () => postDesigner(body), success: 'Designer added', fallback: 'Failed to add designer', refresh: 'designers' },
    );
    if (ok) onClose();
  };
  return (
    <FormDialog<DesignerFormValues>
      id="designer-form"
      title={designer ? 'Edit Designer' : 'Add Designer'}
      submitLabel={designer ? 'Save Changes' : 'Add Designer'}
      initialValues={initial}
      validate={(v) => schemaErrors(designerValidator, designerRequest(v))}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="form-grid">
        <TextField name="displayName" label="Name shown to customers" required autoComplete="off" />
        <TextField name="email" label="Email" required type="email" autoComplete="off" />
      </div>
      <SelectField<DesignerLanguage> name="languages" label="Languages" required multiple options={LANGUAGE_OPTIONS} />
      <Field<number> name="weight">
        {({ input }) => (
          <FormField id="weight" label="Weight" help="Share of bookings: 2 gets twice as many as 1.">
            <InputNumber id="weight" min={1} max={MAX_DESIGNER_WEIGHT} precision={0} value={input.value} onChange={(v) => input.onChange(typeof v === 'number' ? v : 1)} />
          </FormField>
        )}
      </Field>
      <Field<DesignerRequest['weeklyHours']> name="weeklyHours">
        {({ input }) => (
          <FormField id="weeklyHours" label="Working hours (Beirut time, inside the showroom's hours)">
            <WeeklyHoursEditor value={input.value} onChange={input.onChange} closedText="Not working" />
          </FormField>
        )}
      </Field>
      <Field<string[]> name="daysOff">
        {({ input }) => (
          <FormField id="daysOff" label="Days off" help="On top of the showroom's days off.">
            <DaysPicker id="daysOff" days={input.value || []} onChange={input.onChange} />
          </FormField>
        )}
      </Field>
      <SelectField<string> name="staffUserId" label="Staff account" options={staffOptions} loading={users.isLoading} />
      <SwitchField name="isActive" label="Status" onText="Active: gets new bookings" offText="Inactive: no new bookings" />
    </FormDialog>
  );
}

/** The designers page. */
export default function DesignersPage() {
  const list = useDesigners('Failed to fetch designers');
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const { modal } = App.useApp();
  const toast = useToast();
  const [dialog, setDialog] = useState<{ designer: Designer | null } | null>(null);

  const connect = async (d: Designer) => {
    try {
      window.location.assign(await getDesignerGoogleLogin(d.id));
    } catch (err) {
      toast({ title: 'Error', description: adminErrorMessage(err, 'Failed to start authorization process'), variant: 'destructive' });
    }
  };
  const disconnect = (d: Designer) =>
    modal.confirm({
      title: `Disconnect the Google calendar of "${d.displayName}"?`,
      content: "Their new appointments will go to the showroom's calendar, with them invited.",
      okText: 'Disconnect',
      cancelText: 'Cancel',
      onOk: () => run({ call: () => deleteDesignerGoogle(d.id), success: 'Google calendar disconnected', fallback: 'Failed to revoke authorization', refresh: 'designers' }),
    });

  const remove = (d: Designer) =>
    confirm({
      title: `Delete the designer "${d.displayName}"?`,
      onConfirm: () => run({ call: () => deleteDesigner(d.id), success: 'Designer deleted', fallback: 'Failed to delete designer', refresh: 'designers' }),
    });

  const columns: TableColumnsType<Designer> = [
    { title: 'Name', dataIndex: 'displayName', render: (name: string) => <strong>{name}</strong> },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Languages', dataIndex: 'languages', render: (languages: DesignerLanguage[]) => languages.map((l) => <Tag key={l}>{DESIGNER_LANGUAGE_NAMES[l]}</Tag>) },
    { title: 'Weight', dataIndex: 'weight' },
    { title: 'Google calendar', key: 'googleAccount', render: (_, d) => calendarText(d) },
    statusColumn(),
    actionsColumn(3, (d) => (
      <>
        {d.googleAccount ? (
          <RowAction label={`Disconnect the Google calendar of ${d.displayName}`} icon={<DisconnectOutlined />} onClick={() => disconnect(d)} />
        ) : (
          <RowAction label={`Connect the Google calendar of ${d.displayName}`} icon={<GoogleOutlined />} onClick={() => void connect(d)} />
        )}
        <RowAction label={`Edit ${d.displayName}`} icon={<EditOutlined />} onClick={() => setDialog({ designer: d })} />
        <RowAction label={`Delete ${d.displayName}`} icon={<DeleteOutlined />} danger onClick={() => remove(d)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title="Designers"
        description="Who customers meet. Each booking goes to a free designer who speaks the customer's language, keeping each designer's share of the month's bookings."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ designer: null })}>
            Add Designer
          </Button>
        }
      />
      {list.data?.length === 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="No designers yet: the showroom takes one booking per time slot, as one calendar." />
      )}
      <AdminTable
        label="Designers"
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error && new Error('Failed to load designers. Please try again.', { cause: list.error })}
        onRetry={() => void list.mutate()}
        emptyText="No designers yet."
      />
      {dialog && <DesignerDialog designer={dialog.designer} onClose={() => setDialog(null)} />}
    </div>
  );
}

/**
 * Logging a contact attempt on a lead in two clicks (issue 39 item 3): the button opens a menu of
 * channel and outcome ('Call · No answer', 'WhatsApp · Reached', …); choosing one logs it
 * (`logLeadActivity`) and refreshes the leads' views. Used on the lead and in the list.
 */
import { PhoneOutlined } from '@ant-design/icons';
import type { AttemptRequest, ContactChannel, ContactOutcome } from '@cabinetry/shared/contracts';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { postLeadAttempt } from '../api/onboarding';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminAction } from '../useAdminAction';

/** The attempts the menu offers, by channel. */
const CHOICES: Record<Exclude<ContactChannel, 'note'>, ContactOutcome[]> = {
  call: ['reached', 'no_answer', 'left_message', 'wrong_number'],
  whatsapp: ['reached', 'no_answer'],
  email: ['left_message'],
  visit: ['reached'],
};

/** The 'Log contact' menu button of lead `leadId`; `compact` for a table row. */
export function LogAttemptButton({ leadId, compact = false }: { leadId: string; compact?: boolean }) {
  const { t } = useAdminTranslation();
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  const log = async (attempt: AttemptRequest) => {
    setBusy(true);
    await run({ call: () => postLeadAttempt(leadId, attempt), success: t('pipeline.attemptLogged'), fallback: t('pipeline.attemptFailed'), refresh: 'leads' });
    setBusy(false);
  };
  const items: MenuProps['items'] = Object.entries(CHOICES).map(([channel, outcomes]) => ({
    type: 'group',
    key: channel,
    label: t(`pipeline.channels.${channel}`),
    children: outcomes.map((outcome) => ({ key: `${channel}:${outcome}`, label: t(`pipeline.outcomes.${outcome}`) })),
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          const [channel, outcome] = key.split(':') as [AttemptRequest['channel'], ContactOutcome];
          void log({ channel, outcome });
        },
      }}
    >
      <Button size={compact ? 'small' : 'middle'} icon={<PhoneOutlined />} loading={busy}>
        {t('pipeline.logContact')}
      </Button>
    </Dropdown>
  );
}

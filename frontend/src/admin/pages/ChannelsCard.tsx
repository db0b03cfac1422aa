/**
 * The Google Integration page's card of customer channels (issue 38): e-mail, WhatsApp and SMS (the
 * twin of an undelivered WhatsApp message), each marked Live or Off, with what it carries or what is missing.
 */
import { MailOutlined, MessageOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Card, Spin, Tag } from 'antd';
import { useMessageChannels } from '../api/scheduling';
import { useAdminTranslation } from '../i18n/adminI18n';

const ICONS = { email: <MailOutlined />, whatsapp: <WhatsAppOutlined />, sms: <MessageOutlined /> } as const;

/** Lists the channels `getMessageChannels` reports. */
export function ChannelsCard() {
  const { t } = useAdminTranslation();
  const channels = useMessageChannels();
  return (
    <Card title={t('google.channels.title')}>
      {channels.error ? (
        <Alert type="error" showIcon title={t('google.channels.failed')} />
      ) : !channels.data ? (
        <Spin />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {channels.data.channels.map(({ channel, live }) => (
            <li key={channel} data-channel={channel}>
              <span aria-hidden="true">{ICONS[channel]}</span> <strong>{t(`google.channels.${channel}`)}</strong>{' '}
              <Tag color={live ? 'success' : 'default'}>{live ? t('google.channels.live') : t('google.channels.off')}</Tag>
              <div>{channel === 'email' ? t('google.channels.emailText') : t(`google.channels.${channel}${live ? 'Live' : 'Off'}`)}</div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

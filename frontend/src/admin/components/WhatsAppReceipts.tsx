/**
 * The receipts of the showroom's WhatsApp messages (issue 38 item 4): each message's kind, its
 * furthest status (sent / delivered / read / failed, or sending) and when, on the showroom's clock in
 * the staff user's language, and a tag when its e-mail twin went instead.
 */
import './whatsapp.css';
import type { WhatsAppAppointmentMessage, WhatsAppReceipt } from '@cabinetry/shared/contracts';
import { Tag } from 'antd';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminDates } from '../lib/adminDates';

const STATUS_COLORS: Record<WhatsAppReceipt['status'], string> = { sending: 'default', sent: 'default', delivered: 'blue', read: 'green', failed: 'red' };

/** One message's receipt: its status tag, time, and the e-mail fallback. */
export function WhatsAppReceiptLine({ receipt }: { receipt: WhatsAppReceipt }) {
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  return (
    <span className="wa-receipt">
      <Tag color={STATUS_COLORS[receipt.status]}>{t(`whatsApp.statuses.${receipt.status}`)}</Tag>
      {receipt.at && <span className="muted">{dates.dateTime(receipt.at)}</span>}
      {receipt.fellBackToEmail && <Tag color="orange">{t('whatsApp.fellBack')}</Tag>}
    </span>
  );
}

/** The messages sent about one appointment (nothing when none was). */
export function WhatsAppReceipts({ messages }: { messages: WhatsAppAppointmentMessage[] }) {
  const { t } = useAdminTranslation();
  if (!messages.length) return null;
  return (
    <ul className="wa-receipts" aria-label={t('whatsApp.receiptsOf')}>
      {messages.map((m, i) => (
        <li key={`${m.kind}-${i}`}>
          <span className="wa-receipts__kind">{t(`whatsApp.kinds.${m.kind}`)}</span> <WhatsAppReceiptLine receipt={m} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The lead page's WhatsApp card (issue 38 item 5): the customer's messages and the showroom's
 * (templates by their kind, free texts by their body), newest last, each sent one with its receipt;
 * staff answer with free text (at most WHATSAPP_ANSWER_MAX characters) while the 24-hour window since
 * the customer's last message is open and their consent holds; otherwise the box is disabled and the
 * card says why (and when the window closed). The server enforces both.
 */
import '../components/whatsapp.css';
import { WHATSAPP_ANSWER_MAX, type WhatsAppConversationMessage } from '@cabinetry/shared/contracts';
import { App, Button, Card, Input, Spin } from 'antd';
import { useState } from 'react';
import { postLeadWhatsAppAnswer, useLeadWhatsApp } from '../api/onboarding';
import { WhatsAppReceiptLine } from '../components/WhatsAppReceipts';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminDates } from '../lib/adminDates';
import { adminErrorMessage } from '../lib/errors';

/** What a message says: a text's body, a quick reply's label, a template's kind. */
function useMessageText() {
  const { t } = useAdminTranslation();
  return (m: WhatsAppConversationMessage): string => {
    if (m.direction === 'out') return m.kind === 'answer' && m.text ? m.text : t(`whatsApp.kinds.${m.kind}`, { defaultValue: m.kind });
    if (m.kind === 'text') return m.text ?? '';
    if (m.kind === 'button') return t('whatsApp.pressed', { reply: t(`whatsApp.quickReplies.${m.text}`, { defaultValue: m.text ?? '' }) });
    return t('whatsApp.unsupported', { type: m.kind });
  };
}

/** The card for lead `leadId`. */
export function LeadWhatsAppCard({ leadId }: { leadId: string }) {
  const { data, error, isLoading, mutate } = useLeadWhatsApp(leadId);
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const { message } = App.useApp();
  const textOf = useMessageText();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const open = Boolean(data?.windowOpen && data.consented);

  const send = async () => {
    setSending(true);
    try {
      await postLeadWhatsAppAnswer(leadId, draft.trim());
      setDraft('');
      void message.success(t('whatsApp.queued'));
      await mutate();
    } catch (err) {
      void message.error(adminErrorMessage(err, t('whatsApp.sendFailed')));
      await mutate();
    } finally {
      setSending(false);
    }
  };

  const why = !data
    ? null
    : !data.consented
      ? t('whatsApp.notConsented')
      : !data.windowClosesAt
        ? t('whatsApp.windowNever')
        : data.windowOpen
          ? t('whatsApp.windowOpen', { time: dates.dateTime(data.windowClosesAt) })
          : t('whatsApp.windowClosed', { time: dates.dateTime(data.windowClosesAt) });

  return (
    <Card title={t('whatsApp.title')} className="lead-card wa-card">
      {isLoading && !data && <Spin size="small" aria-label={t('whatsApp.loading')} />}
      {error && <p className="muted">{adminErrorMessage(error, t('whatsApp.fetchFailed'))}</p>}
      {data && data.messages.length === 0 && <p className="muted">{t('whatsApp.empty')}</p>}
      {data && data.messages.length > 0 && (
        <ol className="wa-thread" aria-label={t('whatsApp.conversation')}>
          {data.messages.map((m) => (
            <li key={m.id} className={`wa-bubble wa-bubble--${m.direction}`}>
              <span className="wa-bubble__who muted">
                {m.direction === 'in' ? t('whatsApp.customer') : t('whatsApp.showroom')} · {dates.dateTime(m.at)}
              </span>
              <span className="wa-bubble__text" dir="auto">{textOf(m)}</span>
              {m.receipt && <WhatsAppReceiptLine receipt={m.receipt} />}
            </li>
          ))}
        </ol>
      )}
      {why && <p className="muted wa-window">{why}</p>}
      {data && (
        <form
          className="wa-answer"
          onSubmit={(e) => {
            e.preventDefault();
            if (open && draft.trim()) void send();
          }}
        >
          <Input.TextArea aria-label={t('whatsApp.answer')} placeholder={t('whatsApp.answer')} value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={WHATSAPP_ANSWER_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} disabled={!open} dir="auto" />
          <Button type="primary" htmlType="submit" loading={sending} disabled={!open || !draft.trim()}>
            {t('whatsApp.send')}
          </Button>
        </form>
      )}
    </Card>
  );
}

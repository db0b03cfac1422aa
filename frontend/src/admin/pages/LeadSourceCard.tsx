/**
 * The lead page's 'Source' card (issue 39 item 5): where the lead came from (the source, derived from
 * the first visit or set by staff), the customer's answer to "How did you hear about us?", and what
 * the browser noted of the first visit (campaign tags, the site it came from, the landing page, ad
 * click ids), each value as stored, read left to right.
 */
import { FIRST_TOUCH_PARAMS, type LeadDetail } from '@cabinetry/shared/contracts';
import { Card, Descriptions } from 'antd';
import { useLeadWording } from '../lib/leads';
import { useAdminTranslation } from '../i18n/adminI18n';
import { answerItems } from './leadAnswers';

/** The first touch's fields in the order staff read them. */
const TOUCH_FIELDS = ['referrer', 'landingPath', ...Object.keys(FIRST_TOUCH_PARAMS)] as const;

/** The card. */
export function LeadSourceCard({ lead }: { lead: LeadDetail }) {
  const { t } = useAdminTranslation();
  const words = useLeadWording();
  const touch = lead.firstTouch;
  const touchItems = TOUCH_FIELDS.flatMap((field) => {
    const value = touch?.[field as keyof typeof touch];
    return value ? [{ key: field, label: t(`lead.touch.${field}`), children: <bdi dir="ltr" className="lead-source__value">{value}</bdi> }] : [];
  });
  return (
    <Card title={t('lead.source')} className="lead-card">
      <Descriptions column={1} size="small" items={[
        { key: 'source', label: t('lead.source'), children: words.source(lead.source) },
        ...answerItems('origin', lead.customerInfo, words),
      ]} />
      <h3 className="lead-card__subtitle">{t('lead.firstTouch')}</h3>
      {touchItems.length ? <Descriptions column={1} size="small" items={touchItems} /> : <p className="muted">{t('lead.noFirstTouch')}</p>}
    </Card>
  );
}

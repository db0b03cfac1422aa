/**
 * Inside the notice before a change (issue 23): instead of Cancel and Reschedule, the sentence
 * "Changes can be made up to {{hours}} hours before…" and the showroom's phone (BRAND.phone) and
 * WhatsApp (GET /api/config/whatsapp; no WhatsApp button when none is configured or the call fails).
 * Loaded on demand (default export, for React.lazy): step 5 keeps it out of its JS before interaction.
 */
import PhoneSvg from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import WhatsAppSvg from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import { BRAND, type WhatsappConfig } from '@cabinetry/shared/contracts';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { urlOf } from '../api/call';
import { getJson } from '../api/client';
import { chatNumber, whatsappHref } from '../lib/chatButton';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';

/** `hours`: the notice before a change, whole hours. */
export default function ShowroomContact({ hours }: { hours: number }) {
  const { t } = useTranslation();
  const whatsapp = useSWR<WhatsappConfig>(urlOf('getWhatsappConfig'), (url: string) => getJson<WhatsappConfig>(url), { shouldRetryOnError: false });
  const number = chatNumber(whatsapp.data ?? null);
  return (
    <div className="showroom-contact">
      <p className="notice" role="status">
        {t('changeNotice.tooLate', { count: hours })}
      </p>
      <div className="confirmation__actions">
        <Button icon={<Icon svg={PhoneSvg} />} href={`tel:${BRAND.phone.replace(/[^\d+]/g, '')}`}>
          {t('changeNotice.call')} <bdi dir="ltr">{BRAND.phone}</bdi>
        </Button>
        {number && (
          <Button icon={<Icon svg={WhatsAppSvg} />} href={whatsappHref(number)} target="_blank" rel="noopener noreferrer">
            {t('changeNotice.whatsapp')}
          </Button>
        )}
      </div>
    </div>
  );
}

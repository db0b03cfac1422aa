/**
 * Step 1's WhatsApp opt-in (issue 38): one unticked card "Send me confirmations and reminders on
 * WhatsApp", naming the showroom that will send them and how to stop them. Kept in the wizard state
 * (`whatsAppOptIn`) and sent with step 1 with the wording's version (WHATSAPP_CONSENT_VERSION: bump
 * it when these words change in any language).
 */
import WhatsAppSvg from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import { BRAND } from '@cabinetry/shared/contracts';
import { useTranslation } from 'react-i18next';
import { OptionCards } from '../../../components/OptionCards';
import { Icon } from '../../../ui/Icon';
import { useOnboarding } from '../../OnboardingContext';

/** The opt-in card, below the personal details. */
export function WhatsAppOptIn() {
  const { state, update } = useOnboarding();
  const { t } = useTranslation();
  const option = { value: 'whatsapp' as const, title: t('step1.whatsAppOptIn'), description: t('step1.whatsAppOptInText', { brand: BRAND.name }), icon: <Icon svg={WhatsAppSvg} /> };
  return (
    <section className="form-section" aria-label={t('step1.whatsAppOptIn')}>
      <OptionCards label={t('step1.whatsAppOptIn')} multiple options={[option]} selected={state.whatsAppOptIn ? ['whatsapp'] : []} onToggle={() => update((s) => ({ whatsAppOptIn: !s.whatsAppOptIn }))} />
    </section>
  );
}

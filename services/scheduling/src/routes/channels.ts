/**
 * GET /api/admin/channels (admins): which channels customers are reached on here, for the back
 * office's integrations page. E-mail is always live (SMTP_URL is required); WhatsApp is live when
 * its credentials are configured (config.whatsapp, WHATSAPP_*), and off otherwise (e-mail only); SMS,
 * which carries the notices WhatsApp did not deliver, is live when Twilio's are (config.sms, TWILIO_*).
 */
import type { SchedulingDeps, SchedulingHandlers } from '../deps';

export function channelHandlers({ config }: SchedulingDeps): Pick<SchedulingHandlers, 'getMessageChannels'> {
  return {
    getMessageChannels: (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({
        channels: [
          { channel: 'email' as const, live: true },
          { channel: 'whatsapp' as const, live: config.whatsapp !== null },
          { channel: 'sms' as const, live: config.sms !== null },
        ],
      });
    },
  };
}

import { API_PATHS } from '@cabinetry/shared/contracts/api/paths';
import { describe, expect, it } from 'vitest';
import { WHATSAPP_CONFIG_URL } from './chatButton';

describe('the chat button (boot.ts: no paths module before the first interaction)', () => {
  it('asks the route the paths module names for the WhatsApp number', () => {
    expect(API_PATHS.getWhatsappConfig).toEqual({ method: 'GET', path: WHATSAPP_CONFIG_URL });
  });
});

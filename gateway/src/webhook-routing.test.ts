/** The gateway sends Meta's WhatsApp webhook (GET check and POST) to scheduling, which owns it (issue 38 item 6). */
import { describe, expect, it } from 'vitest';
import { apiRouter } from './routing';

describe('routing of /api/webhooks/whatsapp', () => {
  it('goes to scheduling, for the subscription check and the posts', () => {
    const route = apiRouter();
    expect(route('GET', '/api/webhooks/whatsapp')?.service).toBe('scheduling');
    expect(route('POST', '/api/webhooks/whatsapp')?.service).toBe('scheduling');
    expect(route('PUT', '/api/webhooks/whatsapp')).toBeNull();
  });
});

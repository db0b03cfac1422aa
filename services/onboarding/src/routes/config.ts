/** docs/product.md §7 GET /api/config/whatsapp: the chat number, 'whatsapp:' prefix removed; null when unset. */
import { Hono } from 'hono';
import type { WhatsappConfig } from '@cabinetry/shared/contracts';

export function configRoutes(whatsappNumber: string): Hono {
  const app = new Hono();
  const number = whatsappNumber.replace(/^whatsapp:/i, '').trim() || null;
  app.get('/whatsapp', (c) => c.json<WhatsappConfig>({ whatsappNumber: number }));
  return app;
}

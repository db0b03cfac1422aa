/**
 * Which service answers an /api path (ARCHITECTURE "Services and what each owns"). Pure.
 * /internal/* is never routed; unknown /api paths return null (404).
 */
export type Upstream = 'catalogue' | 'onboarding' | 'scheduling' | 'identity';

const IDENTITY_ADMIN = new Set(['login', 'logout', 'setup', 'me', 'users', 'audit']);

export function upstreamFor(path: string): Upstream | null {
  const [api, area, sub] = path.split('/').slice(1);
  if (api !== 'api') return null;
  switch (area) {
    case 'public':
    case 'media':
      return 'catalogue';
    case 'onboarding':
    case 'config':
      return 'onboarding';
    case 'appointments':
    case 'oauth':
      return 'scheduling';
    case 'admin':
      if (sub === undefined) return null;
      if (IDENTITY_ADMIN.has(sub)) return 'identity';
      if (['styles', 'palettes', 'materials', 'categories'].includes(sub)) return 'catalogue';
      if (['availability', 'appointments'].includes(sub)) return 'scheduling';
      if (['leads', 'funnel'].includes(sub)) return 'onboarding';
      return null;
    default:
      return null;
  }
}

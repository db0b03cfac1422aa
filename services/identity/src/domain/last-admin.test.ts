/** The last-active-admin rule. Pure. */
import { describe, expect, it } from 'vitest';
import { isActiveAdmin, removesActiveAdmin } from './last-admin';

describe('last active admin rule', () => {
  it('flags deleting, deactivating or demoting an active admin, nothing else', () => {
    const admin = { role: 'admin' as const, isActive: true };
    expect(removesActiveAdmin(admin, null)).toBe(true);
    expect(removesActiveAdmin(admin, { role: 'admin', isActive: false })).toBe(true);
    expect(removesActiveAdmin(admin, { role: 'editor', isActive: true })).toBe(true);
    expect(removesActiveAdmin(admin, admin)).toBe(false);
    expect(removesActiveAdmin({ role: 'editor', isActive: true }, null)).toBe(false);
    expect(removesActiveAdmin({ role: 'admin', isActive: false }, null)).toBe(false);
    expect(isActiveAdmin({ role: 'admin' })).toBe(true);
  });
});

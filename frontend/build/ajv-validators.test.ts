/**
 * The SPA's standalone validators (build/ajv-validators.ts, through the test config's copy of the
 * plugin) answer exactly what the services' runtime `validate` answers for the same schema.
 */
import * as contracts from '@cabinetry/shared/contracts';
import { validateWith, type CompiledValidator } from '@cabinetry/shared/contracts';
import { validate } from '@cabinetry/shared/contracts/validate';
import { describe, expect, it } from 'vitest';
import { validatorModule } from './standalone-validators';

const PASSWORD_72_BYTES = 'é'.repeat(36);
const PASSWORD_74_BYTES = 'é'.repeat(37); // 37 characters, 74 bytes of UTF-8
const TOO_LONG = 'Password must be at most 72 bytes';

const step1 = { firstName: 'Rana', lastName: 'Haddad', email: 'rana@example.com', phoneNumber: '612345678' };
const setup = { username: 'lina', email: 'lina@example.com', firstName: 'Lina', lastName: 'Saab', password: PASSWORD_72_BYTES, confirmPassword: PASSWORD_72_BYTES };
const user = { username: 'lina', email: 'lina@example.com', role: 'editor', isActive: true, password: 'longenough', confirmPassword: 'longenough' };
const week = Object.fromEntries(contracts.ISO_WEEKDAY_KEYS.map((day) => [day, day === '1' ? [{ start: '09:00', end: '17:00' }] : []]));
const rules = { weeklyHours: week, daysOff: ['2026-12-25'], slotMinutes: 60, minNoticeDays: 1, windowDays: 14, horizonDays: 90 };

/** Per schema the SPA validates with: inputs, the first valid, and some expected messages. */
const CASES: Record<string, { inputs: unknown[]; messages: Record<string, string>[] }> = {
  step1FormSchema: {
    inputs: [step1, { ...step1, firstName: ' ' }, { ...step1, email: 'rana@' }, {}, null],
    messages: [{ firstName: 'First name is required' }, { email: 'Please enter a valid email address' }, { phoneNumber: 'Phone number is required' }],
  },
  adminLoginRequestSchema: {
    inputs: [{ username: 'lina', password: PASSWORD_72_BYTES }, { username: 'lina', password: PASSWORD_74_BYTES }, { username: '', password: '' }],
    messages: [{ password: TOO_LONG }, { username: 'Username is required', password: 'Password is required' }],
  },
  adminSetupRequestSchema: {
    inputs: [setup, { ...setup, password: PASSWORD_74_BYTES, confirmPassword: PASSWORD_74_BYTES }, { ...setup, confirmPassword: 'different1' }, { ...setup, email: 'x' }],
    messages: [{ password: TOO_LONG }, { confirmPassword: "Passwords don't match" }, { email: 'Please enter a valid email' }],
  },
  availabilityRulesSchema: {
    inputs: [rules, { ...rules, daysOff: ['2026-02-30'] }, { ...rules, daysOff: ['2026-12-25', '2026-12-25'] }, { ...rules, slotMinutes: 5 }],
    messages: [{ 'daysOff.0': 'Days off must be dates (YYYY-MM-DD)' }, { slotMinutes: 'Slot length must be between 15 and 240 minutes' }],
  },
  categoryRequestSchema: {
    inputs: [{ name: 'Doors', description: '', type: 'kitchen_lower', displayOrder: 1, isActive: true }, { name: 'Doors', type: '' }, { name: 'Doors', type: 'kitchen_lower', displayOrder: 1.5 }],
    messages: [{ type: 'Type is required' }, { displayOrder: 'Display order must be a whole number' }],
  },
  userCreateSchema: {
    inputs: [user, { ...user, confirmPassword: 'different1' }, { ...user, email: 'nope' }, { ...user, password: PASSWORD_74_BYTES, confirmPassword: PASSWORD_74_BYTES }],
    messages: [{ confirmPassword: 'Passwords do not match' }, { email: 'Please enter a valid email address' }, { password: TOO_LONG }],
  },
  userUpdateSchema: {
    inputs: [{ ...user, password: undefined, confirmPassword: undefined }, { ...user, username: 'li' }, { ...user, role: 'owner' }],
    messages: [{ username: 'Username must be at least 3 characters' }, { role: 'Role must be admin, editor or designer' }],
  },
  paletteFormSchema: {
    inputs: [{ name: 'Sand', description: '', colors: ['#fff', 'rgb(1, 2, 3)'], isActive: true }, { name: 'Sand', colors: [] }, { name: 'Sand', colors: ['!!'] }],
    messages: [{ colors: 'At least one color is required' }, { 'colors.0': 'Please enter a valid color' }],
  },
  materialFormSchema: {
    inputs: [{ name: 'Oak', categoryId: null, price: '€€', styleIds: ['1', '2'] }, { name: 'Oak', styleIds: ['1', '1'] }, { name: ' ', price: '$' }],
    messages: [{ styleIds: 'Please select valid styles' }],
  },
  styleFormSchema: {
    inputs: [{ name: 'Shaker', description: '', isActive: true }, { name: ' ' }, { description: 5 }],
    messages: [{ name: 'Name is required' }],
  },
};

async function generated(name: string): Promise<CompiledValidator> {
  return ((await import(/* @vite-ignore */ `virtual:validator/${name}`)) as { default: CompiledValidator }).default;
}

describe('standalone validators', () => {
  for (const [name, { inputs, messages }] of Object.entries(CASES)) {
    it(`${name}: same results as the runtime validate`, async () => {
      const schema = (contracts as unknown as Record<string, contracts.Schema<unknown>>)[name];
      const validator = await generated(name);
      const results = inputs.map((data) => validateWith(validator, data));
      expect(results).toEqual(inputs.map((data) => validate(schema, data)));
      expect(results[0]).toEqual({ ok: true, value: inputs[0] });
      const errors = results.map((r) => (r.ok ? {} : r.errors));
      for (const expected of messages) expect(errors).toContainEqual(expect.objectContaining(expected));
    });
  }

  it('are ES modules without require() and refuse an unknown schema', () => {
    const code = validatorModule('userCreateSchema');
    expect(code).toMatch(/^import \* as runtime0 from "ajv\/dist\/runtime\/ucs2length";/);
    expect(code).not.toMatch(/\brequire\(/);
    expect(() => validatorModule('adminLoginRequest')).toThrow('exports no schema named adminLoginRequest');
  });
});

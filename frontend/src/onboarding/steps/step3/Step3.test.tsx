// @vitest-environment jsdom
/**
 * Step 3 in React Testing Library against a fake catalogue API: the six category lists load first,
 * then the materials; a category type that fails only affects its own section.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, advance, fakeLatency, fakeApi, Providers, type FakeApi } from '../../../testing/fakeApi';
import { OnboardingProvider } from '../../OnboardingContext';
import { STORAGE_KEY } from '../../state';
import Step3 from './Step3';

const CATEGORIES: Record<string, { id: number; type: string }[]> = {
  kitchen_lower: [{ id: 1, type: 'kitchen_lower' }],
  kitchen_upper: [{ id: 2, type: 'kitchen_upper' }],
  kitchen_tall: [{ id: 3, type: 'kitchen_tall' }],
  countertop: [{ id: 4, type: 'countertop' }],
  wardrobe_exterior: [],
  wardrobe_interior: [],
};
const MATERIALS = [
  { id: 11, name: 'Oak Veneer', imageUrl: '/m/11.jpg', categoryId: 1 },
  { id: 12, name: 'Lacquer White', imageUrl: '/m/12.jpg', categoryId: 2 },
  { id: 14, name: 'Quartz Calacatta', imageUrl: '/m/14.jpg', categoryId: 4 },
];

let api: FakeApi;
let failing: string | null;

beforeAll(installBrowserShims);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  failing = null;
  api = fakeApi({
    // the category lists answer after 100 ms
    'GET /api/public/categories': async (url) => {
      const type = url.searchParams.get('type')!;
      await fakeLatency(100);
      return type === failing ? [500, { error: 'down' }] : CATEGORIES[type];
    },
    'GET /api/public/materials': () => MATERIALS,
  });
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ currentStep: 3, customerId: 'a1b2c3d4e5f6a1b2c3d4e5f6', projectTypes: { kitchen: true, wardrobe: false }, designPreferences: { styles: ['1'], colorPalettes: ['2'] } }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const section = (name: string) => within(screen.getByRole('region', { name }));
const cards = (name: string) => section(name).queryAllByRole('button', { pressed: false }).map((b) => b.querySelector('.select-card__name')?.textContent);

/** Step 3 inside the wizard provider, at its route (in `locale`'s path prefix). */
const renderStep3 = (prefix = '') =>
  render(
    <Providers path={`${prefix}/onboarding/step3`}>
      <OnboardingProvider>
        <Step3 />
      </OnboardingProvider>
    </Providers>,
  );

describe('step 3', () => {
  it('loads the six category lists first, then the materials', async () => {
    renderStep3();
    await advance(50);
    expect(api.callsTo('/categories')).toHaveLength(6);
    expect(api.callsTo('/materials')).toHaveLength(0);
    expect(section('Countertop Materials').getByLabelText('Loading Countertop Materials')).toBeTruthy();
    await advance(100);
    expect(api.callsTo('/materials')).toHaveLength(1);
    expect(cards('Countertop Materials')).toEqual(['Quartz Calacatta']);
  });

  it('asks for the catalogue in the page\'s language: English without a locale, French with locale=fr', async () => {
    renderStep3();
    await advance(150);
    expect([...api.callsTo('/categories'), ...api.callsTo('/materials')].filter((c) => c.includes('locale='))).toEqual([]);
    cleanup();
    renderStep3('/fr');
    await advance(150);
    const french = [...api.callsTo('/categories'), ...api.callsTo('/materials')].filter((c) => c.includes('locale=fr'));
    expect(french.filter((c) => c.includes('/categories'))).toHaveLength(6);
    expect(french.filter((c) => c.includes('/materials?styleIds=1'))).toHaveLength(1);
  });

  it('a failed category type affects only its own section; materials still load; Try again recovers it', async () => {
    failing = 'kitchen_upper';
    renderStep3();
    await advance(150);
    expect(api.callsTo('/materials')).toHaveLength(1);
    expect(cards('Countertop Materials')).toEqual(['Quartz Calacatta']);
    expect(cards('Lower Cabinet Materials')[0]).toBe('Oak Veneer');
    expect(section('Upper Cabinet Materials').getByText('Failed to load material categories. Please try again.')).toBeTruthy();
    expect(section('Lower Cabinet Materials').queryByText('Failed to load material categories. Please try again.')).toBeNull();
    failing = null;
    fireEvent.click(section('Upper Cabinet Materials').getByRole('button', { name: 'Try again' }));
    await advance(150);
    expect(section('Upper Cabinet Materials').queryByText('Failed to load material categories. Please try again.')).toBeNull();
    expect(cards('Upper Cabinet Materials')[0]).toBe('Lacquer White');
  });
});

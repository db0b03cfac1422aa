/**
 * Test helper for the ReschedulePanel's pages (manage link, step 5): opens 'Reschedule', waits for
 * the panel (loaded on demand), picks `day` ('YYYY-MM-DD') at `time` ('HH:MM') and presses 'Move
 * Appointment'. Needs fake timers (advance) and React Testing Library's screen.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { formatDay } from '@cabinetry/shared/time';
import { advance } from './fakeApi';

export async function moveAppointmentTo(day: string, time: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
  const dayButton = await vi.waitFor(() => screen.getByRole('button', { name: formatDay(day) }), { timeout: 15_000, interval: 50 });
  fireEvent.click(dayButton);
  await advance(20);
  fireEvent.click(within(screen.getByRole('group', { name: 'Available times' })).getByRole('button', { name: time }));
  fireEvent.click(screen.getByRole('button', { name: 'Move Appointment' }));
  await advance(20);
}

/** The time-slot grid (1, 2 or 3 columns by width); unavailable slots are disabled. */
import type { Slot } from '@cabinetry/shared/contracts';
import { slotLabel } from '../../../lib/slotTime';
import { Spin } from '../../../ui/Spin';

interface Props {
  date: string;
  slots: Slot[] | undefined;
  mode: 'beirut' | 'local';
  selected: string | null;
  onSelect: (time: string) => void;
}

/** Buttons whose text is the slot time in the chosen clock. */
export function SlotGrid({ date, slots, mode, selected, onSelect }: Props) {
  if (!slots) return <Spin aria-label="Loading time slots" />;
  if (slots.length === 0)
    return (
      <p className="notice" role="status">
        No available time slots – Please select a different date or contact us directly for assistance.
      </p>
    );
  return (
    <div className="slot-grid" role="group" aria-label="Available times">
      {slots.map((s) => (
        <button
          key={s.time}
          type="button"
          className={`slot${s.time === selected ? ' is-selected' : ''}`}
          disabled={!s.available}
          aria-pressed={s.time === selected}
          onClick={() => onSelect(s.time)}
        >
          {slotLabel(date, s.time, mode)}
        </button>
      ))}
    </div>
  );
}

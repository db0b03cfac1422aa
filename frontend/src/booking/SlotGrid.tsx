/** The time-slot grid (1, 2 or 3 columns by width); unavailable slots are disabled. */
import type { Slot } from '@cabinetry/shared/contracts';
import { slotLabel } from '../lib/slotTime';
import { Spin } from '../ui/Spin';
import { useTranslation } from 'react-i18next';

interface Props {
  date: string;
  slots: Slot[] | undefined;
  mode: 'beirut' | 'local';
  selected: string | null;
  onSelect: (time: string) => void;
}

/** Buttons whose text is the slot time in the chosen clock. */
export function SlotGrid({ date, slots, mode, selected, onSelect }: Props) {
  const { t } = useTranslation();
  if (!slots) return <Spin aria-label={t('step5.loadingSlots')} />;
  if (slots.length === 0)
    return (
      <p className="notice" role="status">
        {t('step5.noSlots')}
      </p>
    );
  return (
    <div className="slot-grid" role="group" aria-label={t('step5.availableTimes')}>
      {slots.map((s) => (
        <button
          key={s.time}
          type="button"
          className={`slot${s.time === selected ? ' is-selected' : ''}`}
          disabled={!s.available}
          aria-pressed={s.time === selected}
          onClick={() => onSelect(s.time)}
        >
          <bdi dir="ltr">{slotLabel(date, s.time, mode)}</bdi>
        </button>
      ))}
    </div>
  );
}

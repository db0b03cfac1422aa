/** A selectable catalogue card (style, palette, material): toggles on click, optional preview button. */
import CheckSvg from '@ant-design/icons-svg/es/asn/CheckOutlined';
import ExpandAltSvg from '@ant-design/icons-svg/es/asn/ExpandAltOutlined';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  selected: boolean;
  onToggle: () => void;
  media: ReactNode;
  description?: string;
  badge?: string;
  /** shows a preview button beside the card */
  onPreview?: () => void;
}

/**
 * role="button" with aria-pressed, named by the item name (aria-labelledby) and described by the
 * description, which sits below the button so the button's visible text is exactly its name.
 */
export function SelectableCard({ name, selected, onToggle, media, description, badge, onPreview }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onToggle();
    }
  };
  return (
    <div className={`select-card${selected ? ' select-card--on' : ''}`}>
      <div
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-labelledby={`${id}-name`}
        aria-describedby={description ? `${id}-desc` : undefined}
        className="select-card__hit"
        onClick={onToggle}
        onKeyDown={onKey}
      >
        <div className="select-card__media">{media}</div>
        <div className="select-card__body">
          <span id={`${id}-name`} className="select-card__name" dir="auto">
            {name}
          </span>
        </div>
        <span className="select-card__tick" aria-hidden="true">
          <Icon svg={CheckSvg} />
        </span>
      </div>
      {description && (
        // a click on the description toggles too (the keyboard path is the button above); data-tap: one
        // before the app has started is kept and replayed (lib/earlyInput.ts)
        // staff-entered text keeps its own direction (English on an Arabic page reads left to right: unicode-bidi plaintext)
        <p id={`${id}-desc`} className="select-card__desc" data-tap="" onClick={onToggle}>
          {description}
        </p>
      )}
      {badge && <span className="select-card__badge">{badge}</span>}
      {onPreview && (
        <button type="button" className="select-card__preview" aria-label={t('card.preview', { name })} onClick={onPreview}>
          <Icon svg={ExpandAltSvg} aria-hidden />
        </button>
      )}
    </div>
  );
}

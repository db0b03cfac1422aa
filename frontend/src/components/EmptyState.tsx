/** A quiet message for an empty list. */
import InboxSvg from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { Icon } from '../ui/Icon';

/** Icon and text for "nothing here" states. */
export function EmptyState({ message }: { message: string }) {
  return (
    <div className="empty-state">
      <Icon svg={InboxSvg} className="empty-state__icon" aria-hidden />
      <p>{message}</p>
    </div>
  );
}

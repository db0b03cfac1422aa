/** A quiet message for an empty list. */
import { InboxOutlined } from '@ant-design/icons';

/** Icon and text for "nothing here" states. */
export function EmptyState({ message }: { message: string }) {
  return (
    <div className="empty-state">
      <InboxOutlined className="empty-state__icon" aria-hidden />
      <p>{message}</p>
    </div>
  );
}

/** An error panel with a retry action. */
import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** Shows `message` and a 'Try again' button calling `onRetry`. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <WarningOutlined className="load-error__icon" aria-hidden />
      <p>{message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

/** An error panel with a retry action. */
import WarningSvg from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';

/** Shows `message` and a 'Try again' button calling `onRetry`. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <Icon svg={WarningSvg} className="load-error__icon" aria-hidden />
      <p>{message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

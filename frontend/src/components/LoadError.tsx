/** An error panel with a retry action. */
import WarningSvg from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';
import { useTranslation } from 'react-i18next';

/** Shows `message` and a 'Try again' button calling `onRetry`. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <Icon svg={WarningSvg} className="load-error__icon" aria-hidden />
      <p>{message}</p>
      <Button onClick={onRetry}>{t('shell.tryAgain')}</Button>
    </div>
  );
}

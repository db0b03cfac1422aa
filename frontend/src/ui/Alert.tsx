/**
 * antd's Alert (`type="warning" showIcon`, a title and an action) for the customer pages: antd 6's
 * markup and classes, no runtime (ui.test.tsx compares them).
 */
import ExclamationCircleFilledSvg from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import type { ReactNode } from 'react';
import { Icon } from './Icon';

/** A warning line with its icon and an action (e.g. a 'Try again' button); read out as an alert. */
export function WarningAlert({ title, action }: { title: ReactNode; action?: ReactNode }) {
  return (
    <div data-show="true" className="ant-alert ant-alert-warning ant-alert-outlined cedar" role="alert">
      <span className="ant-alert-icon">
        <Icon svg={ExclamationCircleFilledSvg} />
      </span>
      <div className="ant-alert-section">
        <div className="ant-alert-title">{title}</div>
      </div>
      {action && <div className="ant-alert-actions">{action}</div>}
    </div>
  );
}

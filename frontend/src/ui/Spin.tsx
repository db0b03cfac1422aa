/** antd's Spin (the spinning dots) for the customer pages: antd 6's markup and classes, no runtime (ui.test.tsx compares them). */

export interface SpinProps {
  size?: 'small' | 'large';
  'aria-label'?: string;
}

/** A spinning indicator; announced as busy. */
export function Spin({ size, 'aria-label': label }: SpinProps) {
  const sizeClass = size === 'small' ? ' ant-spin-sm' : size === 'large' ? ' ant-spin-lg' : '';
  return (
    <div className={`ant-spin${sizeClass} ant-spin-spinning ant-spin-section cedar`} aria-live="polite" aria-busy="true" aria-label={label}>
      <span className="ant-spin-dot-holder">
        <span className="ant-spin-dot ant-spin-dot-spin">
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
        </span>
      </span>
    </div>
  );
}

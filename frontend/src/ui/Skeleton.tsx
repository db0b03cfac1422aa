/** antd's Skeleton (`<Skeleton active />`) for the customer pages: antd 6's markup and classes, no runtime (ui.test.tsx compares them). */

/** A shimmering title and three paragraph lines, while content loads. */
export function Skeleton() {
  return (
    <div className="ant-skeleton ant-skeleton-active cedar">
      <div className="ant-skeleton-section">
        <h3 className="ant-skeleton-title" style={{ width: '38%' }} />
        <ul className="ant-skeleton-paragraph">
          <li />
          <li />
          <li style={{ width: '61%' }} />
        </ul>
      </div>
    </div>
  );
}

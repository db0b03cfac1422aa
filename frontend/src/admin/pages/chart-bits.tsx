/** What the dashboard's charts share (./DashboardCharts.tsx, ./SalesReportCharts.tsx): the palette and the loading state. */
import { Spin } from 'antd';

/** Walnut to brass, one shade per series (funnel stages, designers, sources). */
export const STAGE_COLORS = ['#5b3a24', '#6f4a2f', '#85603f', '#9d7850', '#b38b5a', '#c89b5e'];

/** A centred spinner of chart height. */
export const ChartLoading = ({ label }: { label: string }) => (
  <div className="dash-chart__state">
    <Spin aria-label={label} />
  </div>
);

/** A chart's legend as page text (recharts' own adds English "legend icon" labels), following the page's direction. */
export const ChartLegend = ({ items }: { items: { name: string; color: string }[] }) => (
  <ul className="dash-legend">
    {items.map((item) => (
      <li key={item.name}>
        <span className="dash-legend__swatch" style={{ background: item.color }} aria-hidden />
        {item.name}
      </li>
    ))}
  </ul>
);

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

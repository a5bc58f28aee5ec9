import type { ReactNode } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ContentPoint, GrowthPoint } from './figures';

const CHART_HEIGHT = 240;
const AXIS_TICK = { fontSize: 12, fill: '#475569' };
const formatTick = (value: number) => value.toLocaleString();
const LEGEND_STYLE = { fontSize: 12 };
/** Legend labels in body text colour: a light series colour would be too faint to read. */
const legendLabel = (value: string) => <span style={{ color: '#334155' }}>{value}</span>;

/**
 * The Overview's two charts. Loaded as its own chunk (Recharts is large); the tab writes what
 * each chart shows in words beside it.
 */
export function UserGrowthChart({ points }: { points: readonly GrowthPoint[] }) {
  return (
    <ChartFrame testId="chart-user-growth">
      <ComposedChart
        responsive
        title="User Growth"
        data={[...points]}
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={24} />
        <YAxis yAxisId="day" width={32} allowDecimals={false} tick={AXIS_TICK} tickFormatter={formatTick} />
        <YAxis
          yAxisId="total"
          orientation="right"
          width={48}
          // The running total moves little against its size: fit the axis to it, not to zero.
          domain={['auto', 'auto']}
          allowDecimals={false}
          tick={AXIS_TICK}
          tickFormatter={formatTick}
        />
        <Tooltip cursor={{ fill: '#eef2ff' }} />
        <Legend wrapperStyle={LEGEND_STYLE} formatter={legendLabel} />
        <Bar
          yAxisId="day"
          dataKey="sign_ups"
          name="Sign-ups"
          fill="#818cf8"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          yAxisId="total"
          type="monotone"
          dataKey="total"
          name="Total users"
          stroke="#4338ca"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}

export function ContentChart({ points }: { points: readonly ContentPoint[] }) {
  return (
    <ChartFrame testId="chart-content">
      <LineChart
        responsive
        title="Content Generation"
        data={[...points]}
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={24} />
        <YAxis width={48} allowDecimals={false} tick={AXIS_TICK} tickFormatter={formatTick} />
        <Tooltip />
        <Legend wrapperStyle={LEGEND_STYLE} formatter={legendLabel} />
        <Line
          type="monotone"
          dataKey="projects"
          name="Projects"
          stroke="#7c3aed"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="chat_messages"
          name="Chat messages"
          stroke="#0f766e"
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFrame>
  );
}

/** The tab gives each chart a heading and its summary in words. */
function ChartFrame({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div data-testid={testId} className="min-w-0">
      {children}
    </div>
  );
}

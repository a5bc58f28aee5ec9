import type { AnalyticsHistory } from '@studybot/contract';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

type Day = AnalyticsHistory['days'][number];

const CHART_HEIGHT = 220;
const AXIS_TICK = { fontSize: 12, fill: '#475569' };

/** "2026-01-05" (a UTC date) → "Jan 5". */
export function shortDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * Mastery over time (line) and activity per day (bars). Loaded as its own chunk: Recharts is
 * large and only this page draws charts. The page writes what each chart shows in words too.
 */
export function HistoryCharts({ days }: { days: readonly Day[] }) {
  const data = days.map((day) => ({ ...day, label: shortDate(day.date) }));
  // A line needs two points: until there are, each day with a figure shows as a dot.
  const sparse = days.filter((day) => day.average_mastery !== null).length < 2;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFrame title="Mastery over time">
        <LineChart
          responsive
          data={data}
          style={{ width: '100%', height: CHART_HEIGHT }}
          margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={24} />
          <YAxis domain={[0, 100]} ticks={[0, 50, 80, 100]} tick={AXIS_TICK} unit="%" />
          <Tooltip formatter={(value) => [`${value}%`, 'Average mastery']} />
          <Line
            type="monotone"
            dataKey="average_mastery"
            name="Average mastery"
            stroke="#4f46e5"
            strokeWidth={2}
            dot={sparse ? { r: 4, fill: '#4f46e5' } : false}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFrame>
      <ChartFrame title="Activity per day">
        <BarChart
          responsive
          data={data}
          style={{ width: '100%', height: CHART_HEIGHT }}
          margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={24} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} />
          <Tooltip formatter={(value) => [value, 'Answers']} cursor={{ fill: '#eef2ff' }} />
          <Bar
            dataKey="activity"
            name="Answers"
            fill="#7c3aed"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartFrame>
    </div>
  );
}

function ChartFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">{title}</figcaption>
      {children}
    </figure>
  );
}

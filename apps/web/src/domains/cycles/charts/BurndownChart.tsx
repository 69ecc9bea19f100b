import { useTranslation } from 'react-i18next';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate, formatNumber } from '#web/lib/format';
import type { BurndownPoint } from './burndown-series';

/** Short day labels on the axis, such as "Nov 3". */
function dayLabel(date: string): string {
  return formatDate(`${date}T12:00:00`, { month: 'short', day: 'numeric' });
}

/** Burndown: what remains falls to zero; burnup: what is completed climbs to the scope. */
export type CyclePlot = 'burndown' | 'burnup';

/**
 * The cycle's chart (recharts). Burndown: what remains per day as an area, the ideal line dashed,
 * and the scope; burnup: what was completed as an area under the scope. `isMini` draws the area
 * and the ideal line alone, without axes, for a card.
 */
export function BurndownChart({
  points,
  height = 200,
  isMini = false,
  plot = 'burndown',
}: {
  points: readonly BurndownPoint[];
  height?: number;
  isMini?: boolean;
  plot?: CyclePlot;
}) {
  const { t } = useTranslation('cycles');
  const data = [...points];
  return (
    <div style={{ height }} className="w-full text-xs text-tertiary">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={isMini ? { top: 2, right: 2, bottom: 2, left: 2 } : { top: 8, right: 8 }}
        >
          {!isMini && (
            <>
              <CartesianGrid stroke="var(--border-color-subtle)" vertical={false} />
              <XAxis
                dataKey="date"
                tickFormatter={dayLabel}
                stroke="var(--text-color-tertiary)"
                tickLine={false}
                minTickGap={24}
                fontSize={11}
              />
              <YAxis
                allowDecimals={false}
                stroke="var(--text-color-tertiary)"
                tickLine={false}
                axisLine={false}
                width={32}
                fontSize={11}
              />
              <Tooltip
                labelFormatter={(label) => (typeof label === 'string' ? dayLabel(label) : '')}
                formatter={(value) => (typeof value === 'number' ? formatNumber(value) : '–')}
                contentStyle={{
                  background: 'var(--background-color-surface)',
                  border: '1px solid var(--border-color-subtle)',
                  borderRadius: 6,
                  fontSize: 12,
                }}
              />
            </>
          )}
          <Area
            type="linear"
            dataKey={plot === 'burnup' ? 'completed' : 'remaining'}
            name={t(plot === 'burnup' ? 'chart.completed' : 'chart.remaining')}
            stroke="var(--color-accent)"
            fill="var(--color-accent)"
            fillOpacity={0.12}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          {!isMini && (
            <Line
              type="linear"
              dataKey="scope"
              name={t('chart.scope')}
              stroke="var(--text-color-tertiary)"
              strokeWidth={1}
              dot={false}
              isAnimationActive={false}
            />
          )}
          {plot === 'burndown' && (
            <Line
              type="linear"
              dataKey="ideal"
              name={t('chart.ideal')}
              stroke="var(--color-warning)"
              strokeDasharray="4 4"
              strokeWidth={1.5}
              dot={false}
              isAnimationActive={false}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

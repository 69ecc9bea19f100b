import type { ReportRow } from '@keel/core';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The report as grouped bars (recharts): for each assignee, the work items created and
 * completed in the period and those still pending. Its own chunk, with the report screen.
 */
export function ReportChart({ rows }: { rows: readonly ReportRow[] }) {
  const { t } = useTranslation('profile');
  const data = rows.map((row) => ({
    name: row.display_name ?? t('report.unassigned'),
    created: row.created_issues,
    completed: row.completed_issues,
    pending: row.pending_issues,
  }));
  return (
    <div role="img" aria-label={t('report.chart')} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="var(--border-color-subtle)" vertical={false} />
          <XAxis
            dataKey="name"
            stroke="var(--text-color-tertiary)"
            tick={{ fontSize: 12 }}
            interval={0}
          />
          <YAxis
            allowDecimals={false}
            stroke="var(--text-color-tertiary)"
            tick={{ fontSize: 12 }}
          />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="created"
            name={t('report.created')}
            fill="var(--color-accent)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="completed"
            name={t('report.completed')}
            fill="var(--color-success)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="pending"
            name={t('report.pending')}
            fill="var(--color-warning)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

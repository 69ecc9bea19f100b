import { useTranslation } from 'react-i18next';
import { Pie, PieChart } from 'recharts';
import { formatNumber } from '#web/lib/format';

/** The cycle's progress as a ring (recharts), its percentage in the middle. */
export function ProgressRing({ percent, size = 72 }: { percent: number; size?: number }) {
  const { t } = useTranslation('cycles');
  const done = Math.max(0, Math.min(100, percent));
  const data = [
    { name: 'done', value: done, fill: 'var(--color-success)' },
    { name: 'left', value: 100 - done, fill: 'var(--border-color-subtle)' },
  ];
  return (
    <div
      role="img"
      aria-label={t('progress.percent', { percent: done })}
      className="relative shrink-0"
      style={{ width: size, height: size }}
    >
      <PieChart width={size} height={size}>
        <Pie
          data={data}
          dataKey="value"
          innerRadius={size / 2 - 8}
          outerRadius={size / 2}
          startAngle={90}
          endAngle={-270}
          stroke="none"
          isAnimationActive={false}
        />
      </PieChart>
      <span className="absolute inset-0 flex items-center justify-center text-sm font-semibold text-primary tabular-nums">
        {formatNumber(done / 100, { style: 'percent' })}
      </span>
    </div>
  );
}

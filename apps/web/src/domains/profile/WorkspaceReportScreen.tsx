import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, type ReportPeriod } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { formatDate } from '#web/lib/format';
import { Avatar } from '#web/ui/Avatar';
import { Icon } from '#web/ui/Icon';
import { LoadFailed } from '#web/ui/LoadFailed';
import { PageHeader } from '#web/ui/PageHeader';
import { Select } from '#web/ui/SelectField';
import { Skeleton } from '#web/ui/Skeleton';
import { useRead } from '#web/ui/use-read';
import { ReportChart } from './ReportChart';
import { useProfile } from './use-profile';

/** Periods offered on the screen (a custom range stays an API choice). */
const PERIODS = REPORT_PERIODS.filter((period) => period !== 'custom');

/**
 * '/:workspaceSlug/report': the workspace report (spec §7, §9): for each assignee, the work
 * items created and completed in the period (this week by default), those pending and overdue,
 * as a chart and a table; only what the reader may see is counted.
 */
export const WorkspaceReportScreen = observer(function WorkspaceReportScreen() {
  const { t } = useTranslation('profile');
  const slug = useWorkspaceSlug();
  const profile = useProfile();
  const [period, setPeriod] = useState<ReportPeriod>(DEFAULT_REPORT_PERIOD);
  const report = useRead(
    `${slug}:${period}`,
    () => profile.report(slug, period),
    t('report.loadFailed'),
  );
  const data = report.value;
  const columns = ['created', 'completed', 'pending', 'overdue'] as const;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PageHeader
        title={
          <>
            <Icon name="signal" size={14} className="text-tertiary" />
            <h1 className="font-medium text-primary">{t('report.title')}</h1>
          </>
        }
        actions={
          <Select
            aria-label={t('report.period')}
            value={period}
            options={PERIODS.map((value) => ({ value, label: t(`report.periods.${value}`) }))}
            onChange={setPeriod}
            className="w-44"
          />
        }
      />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 md:px-6">
          {report.error !== null ? (
            <LoadFailed
              title={t('report.loadFailed')}
              description={report.error}
              onRetry={report.retry}
            />
          ) : data === undefined ? (
            <Skeleton className="h-72 w-full" />
          ) : (
            <>
              <p className="text-sm text-secondary">
                {t('report.range', {
                  start: formatDate(`${data.start_date}T12:00:00`),
                  end: formatDate(`${data.end_date}T12:00:00`),
                })}
              </p>
              {data.results.length === 0 ? (
                <p className="py-10 text-center text-sm text-tertiary">{t('report.empty')}</p>
              ) : (
                <>
                  <ReportChart rows={data.results} />
                  <div className="overflow-x-auto rounded-lg border border-subtle bg-surface">
                    <table className="w-full text-left text-sm">
                      <thead className="border-b border-subtle text-tertiary">
                        <tr>
                          <th className="px-4 py-2 font-medium">{t('report.assignee')}</th>
                          {columns.map((column) => (
                            <th key={column} className="px-4 py-2 text-right font-medium">
                              {t(`report.${column}`)}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-(--border-color-subtle)">
                        {data.results.map((row) => (
                          <tr key={row.assignee_id ?? 'none'} data-testid="report-row">
                            <td className="px-4 py-2">
                              <span className="flex items-center gap-2 text-primary">
                                <Avatar name={row.display_name ?? '?'} src={row.avatar} size="sm" />
                                {row.display_name ?? t('report.unassigned')}
                              </span>
                            </td>
                            {columns.map((column) => (
                              <td
                                key={column}
                                className="px-4 py-2 text-right tabular-nums text-primary"
                              >
                                {row[`${column}_issues`]}
                              </td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                      <tfoot className="border-t border-subtle font-medium text-primary">
                        <tr>
                          <td className="px-4 py-2">{t('report.total')}</td>
                          {columns.map((column) => (
                            <td key={column} className="px-4 py-2 text-right tabular-nums">
                              {data.totals[`${column}_issues`]}
                            </td>
                          ))}
                        </tr>
                      </tfoot>
                    </table>
                  </div>
                </>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
});

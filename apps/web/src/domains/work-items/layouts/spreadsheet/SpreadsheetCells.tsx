import { parseISO } from 'date-fns';
import { formatDate } from '#web/lib/format';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { cx } from '#web/ui/cx';
import { Icon, type IconName } from '#web/ui/Icon';
import { AssigneesDropdown } from '#web/domains/work-items/properties/AssigneesDropdown';
import { DateDropdown } from '#web/domains/work-items/properties/DateDropdown';
import { EstimateDropdown } from '#web/domains/work-items/properties/EstimateDropdown';
import { LabelsDropdown } from '#web/domains/work-items/properties/LabelsDropdown';
import { CycleDropdown } from '#web/domains/work-items/properties/CycleDropdown';
import { ModulesDropdown } from '#web/domains/work-items/properties/ModulesDropdown';
import { PriorityDropdown } from '#web/domains/work-items/properties/PriorityDropdown';
import { StateDropdown } from '#web/domains/work-items/properties/StateDropdown';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import type { SpreadsheetColumnKey } from './spreadsheet-columns';

interface CellProps {
  id: string;
}

/** Values nobody edits here (timestamps, counts), padded like the dropdown triggers. */
function ReadOnlyValue({
  icon,
  text,
  isMuted = false,
}: {
  icon?: IconName;
  text: string;
  isMuted?: boolean;
}) {
  return (
    <span className="flex h-full w-full min-w-0 items-center gap-1.5 px-2 text-sm text-secondary">
      {icon !== undefined && <Icon name={icon} size={13} className="shrink-0 text-tertiary" />}
      <span className={cx('truncate', isMuted && 'text-tertiary')}>{text}</span>
    </span>
  );
}

function timestampCell(field: 'created_at' | 'updated_at') {
  return observer(function TimestampCell({ id }: CellProps) {
    useTranslation();
    const item = useWorkItemsScreen().store.get(id);
    if (!item) return null;
    return <ReadOnlyValue text={formatDate(parseISO(item[field]))} />;
  });
}

function countCell(field: 'link_count' | 'attachment_count' | 'sub_issues_count', icon: IconName) {
  return observer(function CountCell({ id }: CellProps) {
    const item = useWorkItemsScreen().store.get(id);
    if (!item) return null;
    return <ReadOnlyValue icon={icon} text={String(item[field])} isMuted={item[field] === 0} />;
  });
}

/**
 * What each column draws in a row: the property dropdowns (which draw themselves read-only
 * when the viewer may not edit), or a plain value. A column added to SPREADSHEET_COLUMNS adds
 * its cell here.
 */
export const SPREADSHEET_CELLS: Record<SpreadsheetColumnKey, ComponentType<CellProps>> = {
  state: ({ id }) => <StateDropdown id={id} variant="cell" />,
  priority: ({ id }) => <PriorityDropdown id={id} variant="cell" />,
  assignee: ({ id }) => <AssigneesDropdown id={id} variant="cell" />,
  labels: ({ id }) => <LabelsDropdown id={id} variant="cell" />,
  modules: ({ id }) => <ModulesDropdown id={id} variant="cell" />,
  cycle: ({ id }) => <CycleDropdown id={id} variant="cell" />,
  start_date: ({ id }) => <DateDropdown id={id} variant="cell" field="start_date" />,
  due_date: ({ id }) => <DateDropdown id={id} variant="cell" field="target_date" />,
  estimate: ({ id }) => <EstimateDropdown id={id} variant="cell" />,
  created_on: timestampCell('created_at'),
  updated_on: timestampCell('updated_at'),
  link: countCell('link_count', 'link'),
  attachment_count: countCell('attachment_count', 'paperclip'),
  sub_issue_count: countCell('sub_issues_count', 'list-tree'),
};

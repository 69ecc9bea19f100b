import type { DisplayPropertyKey } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode } from 'react';
import { cx } from '#web/ui/cx';
import { useWorkItemsScreen } from '../screen-context';
import { AssigneesDropdown } from './AssigneesDropdown';
import { CycleDropdown } from './CycleDropdown';
import { DateDropdown } from './DateDropdown';
import { EstimateDropdown } from './EstimateDropdown';
import { LabelsDropdown } from './LabelsDropdown';
import { ModulesDropdown } from './ModulesDropdown';
import { PriorityDropdown } from './PriorityDropdown';
import { CountBadge, TimestampBadge, WorkItemKey } from './PropertyBadges';
import { StateDropdown } from './StateDropdown';

export interface WorkItemPropertiesProps {
  id: string;
  /** 'row': one line, for list rows; 'card': wrapping, for kanban cards and calendar chips. */
  variant: 'row' | 'card';
  /** Properties not to show here, such as the one the list is grouped by. */
  hide?: readonly DisplayPropertyKey[];
}

/**
 * The properties drawn, in Plane's order; modules and cycle only in projects that have them turned
 * on. Type arrives with its own issue; until then it is never drawn.
 */
const DRAWN_PROPERTIES: readonly {
  key: DisplayPropertyKey;
  draw: (id: string) => ReactNode;
}[] = [
  { key: 'key', draw: (id) => <WorkItemKey id={id} /> },
  { key: 'state', draw: (id) => <StateDropdown id={id} variant="badge" /> },
  { key: 'priority', draw: (id) => <PriorityDropdown id={id} variant="badge" /> },
  {
    key: 'start_date',
    draw: (id) => <DateDropdown id={id} variant="badge" field="start_date" />,
  },
  {
    key: 'due_date',
    draw: (id) => <DateDropdown id={id} variant="badge" field="target_date" />,
  },
  { key: 'assignee', draw: (id) => <AssigneesDropdown id={id} variant="badge" /> },
  { key: 'labels', draw: (id) => <LabelsDropdown id={id} variant="badge" /> },
  { key: 'modules', draw: (id) => <ModulesDropdown id={id} variant="badge" /> },
  { key: 'cycle', draw: (id) => <CycleDropdown id={id} variant="badge" /> },
  { key: 'estimate', draw: (id) => <EstimateDropdown id={id} variant="badge" /> },
  {
    key: 'sub_issue_count',
    draw: (id) => <CountBadge id={id} variant="badge" kind="sub_issue_count" />,
  },
  {
    key: 'attachment_count',
    draw: (id) => <CountBadge id={id} variant="badge" kind="attachment_count" />,
  },
  { key: 'link', draw: (id) => <CountBadge id={id} variant="badge" kind="link" /> },
  {
    key: 'created_on',
    draw: (id) => <TimestampBadge id={id} variant="badge" kind="created_on" />,
  },
  {
    key: 'updated_on',
    draw: (id) => <TimestampBadge id={id} variant="badge" kind="updated_on" />,
  },
];

/**
 * An item's enabled display properties as badges; the editable ones open their dropdown. Rows keep
 * them on one line, cards let them wrap.
 */
export const WorkItemProperties = observer(function WorkItemProperties({
  id,
  variant,
  hide = [],
}: WorkItemPropertiesProps) {
  const model = useWorkItemsScreen();
  const enabled = model.settings.displayProperties;
  return (
    <div
      className={cx(
        'flex min-w-0 items-center gap-1.5 touch:gap-y-2',
        // Rows keep one line, except on phones where the properties wrap under the name.
        variant === 'row'
          ? 'flex-nowrap justify-end max-md:flex-wrap max-md:justify-start'
          : 'flex-wrap',
      )}
    >
      {/* No wrapper per property: each badge is its own flex item, and a property with no
          value (most counts) then leaves nothing in the DOM of every row. */}
      {DRAWN_PROPERTIES.filter(({ key }) => enabled[key] && !hide.includes(key)).map(
        ({ key, draw }) => (
          <Fragment key={key}>{draw(id)}</Fragment>
        ),
      )}
    </div>
  );
});

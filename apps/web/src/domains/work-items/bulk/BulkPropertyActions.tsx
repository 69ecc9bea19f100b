import type { BulkOperationProperties, WorkItem } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/ui/Icon';
import { AssigneesPicker } from '../properties/pickers/AssigneesPicker';
import { CyclePicker } from '../properties/pickers/CyclePicker';
import { ModulesPicker } from '../properties/pickers/ModulesPicker';
import { DatePicker } from '../properties/pickers/DatePicker';
import { LabelsPicker } from '../properties/pickers/LabelsPicker';
import { propertyTriggerClassName } from '../properties/property-styles';
import { useWorkItemsScreen } from '../screen-context';
import {
  type BulkAvailability,
  bulkDateBounds,
  multiProjectReason,
  sharedValue,
} from './bulk-actions';
import { updateSelection } from './bulk-runner';
import { BulkPriorityPicker, BulkStatePicker } from './BulkChoicePickers';

/**
 * Stands in for a picker whose options belong to one project while the selection spans several;
 * it stays focusable so that its reason can be read.
 */
function UnavailablePicker({ icon, label }: { icon: IconName; label: string }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label={label}
      aria-description={multiProjectReason()}
      title={multiProjectReason()}
      className={propertyTriggerClassName('button', { isInteractive: false })}
    >
      <span className="flex items-center gap-1.5 opacity-50">
        <Icon name={icon} size={14} className="text-tertiary" />
        {label}
      </span>
    </button>
  );
}

/**
 * The properties the bar sets on every selected item. Each picker shows the value the items
 * share, if they share one; labels, assignees and modules picked are added to each item's own.
 * State, labels, assignees, cycle and modules are offered only when the items are of one project.
 */
export const BulkPropertyActions = observer(function BulkPropertyActions({
  items,
  availability,
}: {
  items: readonly WorkItem[];
  availability: BulkAvailability;
}) {
  const { t } = useTranslation(['work-item-create', 'common', 'work-items']);
  const model = useWorkItemsScreen();
  const { projectId } = availability;
  /** No toast on success: the rows show the change, and a toast would sit on the next bar. */
  const apply = (properties: BulkOperationProperties) => {
    void updateSelection(model, properties);
  };
  const startBounds = bulkDateBounds(items, 'start_date');
  const dueBounds = bulkDateBounds(items, 'target_date');
  return (
    <div className="flex shrink-0 items-center gap-1">
      {projectId !== null ? (
        <BulkStatePicker
          projectId={projectId}
          shared={sharedValue(items.map((item) => item.state_id))}
          onChange={(stateId) => {
            apply({ state_id: stateId });
          }}
        />
      ) : (
        <UnavailablePicker icon="circle-dashed" label={t('work-items:property.state')} />
      )}
      <BulkPriorityPicker
        shared={sharedValue(items.map((item) => item.priority))}
        onChange={(priority) => {
          apply({ priority });
        }}
      />
      {projectId !== null ? (
        <>
          <AssigneesPicker
            projectId={projectId}
            value={[]}
            onChange={(added) => {
              if (added.length > 0) apply({ assignee_ids: added });
            }}
            variant="button"
            testId="bulk-assignees"
          />
          <LabelsPicker
            projectId={projectId}
            value={[]}
            onChange={(added) => {
              if (added.length > 0) apply({ label_ids: added });
            }}
            variant="button"
            testId="bulk-labels"
          />
          {model.lookups.hasCycles(projectId) && (
            <CyclePicker
              projectId={projectId}
              value={sharedValue(items.map((item) => item.cycle_id))}
              onChange={(cycleId) => {
                apply({ cycle_id: cycleId });
              }}
              variant="button"
              testId="bulk-cycle"
            />
          )}
          {model.lookups.hasModules(projectId) && (
            <ModulesPicker
              projectId={projectId}
              value={[]}
              onChange={(added) => {
                if (added.length > 0) apply({ module_ids: added });
              }}
              variant="button"
              testId="bulk-modules"
            />
          )}
        </>
      ) : (
        <>
          <UnavailablePicker icon="circle-user" label={t('work-items:property.assignees')} />
          <UnavailablePicker icon="tag" label={t('work-items:property.labels')} />
        </>
      )}
      <DatePicker
        field="start_date"
        value={sharedValue(items.map((item) => item.start_date))}
        min={startBounds.min}
        max={startBounds.max}
        onChange={(day) => {
          apply({ start_date: day });
        }}
        variant="button"
        testId="bulk-start-date"
      />
      <DatePicker
        field="target_date"
        value={sharedValue(items.map((item) => item.target_date))}
        min={dueBounds.min}
        max={dueBounds.max}
        onChange={(day) => {
          apply({ target_date: day });
        }}
        variant="button"
        testId="bulk-due-date"
      />
    </div>
  );
});

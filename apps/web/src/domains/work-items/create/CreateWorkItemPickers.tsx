import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useWorkItemsScreen } from '../screen-context';
import { BusinessPickers } from '../properties/business/BusinessPickers';
import { AssigneesPicker } from '../properties/pickers/AssigneesPicker';
import { CyclePicker } from '../properties/pickers/CyclePicker';
import { ModulesPicker } from '../properties/pickers/ModulesPicker';
import { DatePicker } from '../properties/pickers/DatePicker';
import { EstimatePicker } from '../properties/pickers/EstimatePicker';
import { LabelsPicker } from '../properties/pickers/LabelsPicker';
import { PriorityPicker } from '../properties/pickers/PriorityPicker';
import { StatePicker } from '../properties/pickers/StatePicker';
import type { CreateWorkItemValues } from './create-work-item-form';

export interface CreateWorkItemPickersProps {
  projectId: string;
  values: CreateWorkItemValues;
  onChange: (patch: Partial<CreateWorkItemValues>) => void;
}

/**
 * The new item's properties as a row of buttons, in Plane's order. The dates bound each other,
 * so the start can never pass the due date; the estimate shows only when the project has one,
 * cycle and modules when it has them turned on, and the business fields only when the project has
 * set them up.
 */
export const CreateWorkItemPickers = observer(function CreateWorkItemPickers({
  projectId,
  values,
  onChange,
}: CreateWorkItemPickersProps) {
  const { t } = useTranslation(['work-item-create', 'common']);
  const { slug, lookups } = useWorkItemsScreen();
  const stateGroup =
    lookups.states(projectId).find((state) => state.id === values.stateId)?.group ?? null;
  return (
    <div
      className="flex flex-wrap items-center gap-1.5"
      role="group"
      aria-label={t('dialog.properties')}
    >
      <StatePicker
        projectId={projectId}
        variant="button"
        value={values.stateId}
        onChange={(stateId) => {
          onChange({ stateId });
        }}
      />
      <PriorityPicker
        projectId={projectId}
        variant="button"
        value={values.priority}
        onChange={(priority) => {
          onChange({ priority });
        }}
      />
      <AssigneesPicker
        projectId={projectId}
        variant="button"
        value={values.assigneeIds}
        onChange={(assigneeIds) => {
          onChange({ assigneeIds });
        }}
      />
      <LabelsPicker
        projectId={projectId}
        variant="button"
        value={values.labelIds}
        onChange={(labelIds) => {
          onChange({ labelIds });
        }}
      />
      <DatePicker
        projectId={projectId}
        variant="button"
        field="start_date"
        value={values.startDate}
        max={values.targetDate}
        onChange={(startDate) => {
          onChange({ startDate });
        }}
      />
      <DatePicker
        projectId={projectId}
        variant="button"
        field="target_date"
        value={values.targetDate}
        min={values.startDate}
        stateGroup={stateGroup}
        onChange={(targetDate) => {
          onChange({ targetDate });
        }}
      />
      <EstimatePicker
        projectId={projectId}
        variant="button"
        value={values.estimatePointId}
        onChange={(estimatePointId) => {
          onChange({ estimatePointId });
        }}
      />
      {lookups.hasCycles(projectId) && (
        <CyclePicker
          projectId={projectId}
          variant="button"
          value={values.cycleId}
          onChange={(cycleId) => {
            onChange({ cycleId });
          }}
        />
      )}
      {lookups.hasModules(projectId) && (
        <ModulesPicker
          projectId={projectId}
          variant="button"
          value={values.moduleIds}
          onChange={(moduleIds) => {
            onChange({ moduleIds });
          }}
        />
      )}
      <BusinessPickers
        slug={slug}
        projectId={projectId}
        values={values.business}
        onChange={(patch) => {
          onChange({ business: { ...values.business, ...patch } });
        }}
      />
    </div>
  );
});

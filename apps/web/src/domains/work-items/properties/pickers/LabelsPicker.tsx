import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { PropertyOptionList } from '../PropertyOptionList';
import { PropertyPopover } from '../PropertyPopover';
import { toggled } from '../toggled';
import type { PickerProps } from './picker-props';
import { ColorDot, labelOptions } from './property-options';

/** Labels named one by one in the trigger; more are summed up as "N labels". */
const MAX_NAMED_LABELS = 2;

export type LabelsPickerProps = PickerProps<readonly string[], string[]>;

/** Labels of the project: their colour dots and names; picking a label adds or removes it. */
export const LabelsPicker = observer(function LabelsPicker({
  projectId,
  value,
  onChange,
  variant,
  isEditable = true,
  label: labelProp,
  testId = 'property-labels',
}: LabelsPickerProps) {
  const { t } = useTranslation(['work-items', 'common']);
  const label = labelProp ?? t('property.labels');
  const { lookups } = useWorkItemsScreen();
  const labels = lookups.labels(projectId);
  const chosen = labels.filter((entry) => value.includes(entry.id));
  const summary =
    chosen.length === 0 ? t('group.none.labels') : chosen.map((entry) => entry.name).join(', ');
  const emptyText = variant === 'button' ? label : t('group.none.labels');
  return (
    <PropertyPopover
      triggerLabel={t('properties.trigger', { label, value: summary })}
      variant={variant}
      isEditable={isEditable}
      isEmpty={chosen.length === 0}
      testId={testId}
      trigger={
        chosen.length === 0 ? (
          <>
            <Icon name="tag" size={14} className="text-tertiary" />
            {variant !== 'badge' && <span className="truncate">{emptyText}</span>}
          </>
        ) : chosen.length <= MAX_NAMED_LABELS ? (
          chosen.map((entry) => (
            <span key={entry.id} className="flex min-w-0 items-center gap-1">
              <ColorDot color={entry.color} />
              <span className="max-w-24 truncate">{entry.name}</span>
            </span>
          ))
        ) : (
          <>
            <span className="flex items-center -space-x-0.5">
              {chosen.slice(0, 4).map((entry) => (
                <ColorDot key={entry.id} color={entry.color} />
              ))}
            </span>
            <span>{t('properties.labelCount', { count: chosen.length })}</span>
          </>
        )
      }
    >
      {() => (
        <PropertyOptionList
          isMulti
          searchPlaceholder={t('properties.addLabels')}
          emptyText={t('properties.noLabelsMatch')}
          selected={value}
          options={labelOptions(labels)}
          onPick={(picked) => {
            onChange(toggled(value, picked));
          }}
        />
      )}
    </PropertyPopover>
  );
});

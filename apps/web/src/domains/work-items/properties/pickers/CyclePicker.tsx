import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { PropertyOptionList } from '../PropertyOptionList';
import { PropertyPopover } from '../PropertyPopover';
import { cycleOptions, NO_CYCLE } from './cycle-module-options';
import type { PickerProps } from './picker-props';

export type CyclePickerProps = PickerProps<string | null>;

/** The one cycle an item is in; picking another moves it there, "No cycle" takes it out. */
export const CyclePicker = observer(function CyclePicker({
  projectId,
  value,
  onChange,
  variant,
  isEditable = true,
  label: labelProp,
  testId = 'property-cycle',
}: CyclePickerProps) {
  const { t } = useTranslation(['work-items', 'common']);
  const label = labelProp ?? t('property.cycle');
  const { lookups } = useWorkItemsScreen();
  const cycles = lookups.cycles(projectId);
  const current = value
    ? (cycles.find((cycle) => cycle.id === value) ?? lookups.findCycle(value))
    : undefined;
  const name = current?.name ?? t('group.none.cycle');
  const emptyText = variant === 'button' ? label : t('group.none.cycle');
  return (
    <PropertyPopover
      triggerLabel={t('properties.trigger', { label, value: name })}
      variant={variant}
      isEditable={isEditable}
      isEmpty={current === undefined}
      testId={testId}
      trigger={
        <>
          <Icon
            name="contrast"
            size={14}
            className={current ? 'text-secondary' : 'text-tertiary'}
          />
          {(current !== undefined || variant !== 'badge') && (
            <span className="max-w-32 truncate">{current ? name : emptyText}</span>
          )}
        </>
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder={t('properties.changeCycle')}
          emptyText={t('properties.noCyclesMatch')}
          selected={[value ?? NO_CYCLE]}
          options={cycleOptions(cycles, value)}
          onPick={(next) => {
            close();
            onChange(next === NO_CYCLE ? null : next);
          }}
        />
      )}
    </PropertyPopover>
  );
});

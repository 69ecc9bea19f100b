import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { PropertyOptionList } from '../PropertyOptionList';
import { PropertyPopover } from '../PropertyPopover';
import type { PickerProps } from './picker-props';
import { estimateOptions, NO_ESTIMATE } from './property-options';

export type EstimatePickerProps = PickerProps<string | null>;

/** A point of the project's active estimate; nothing at all when the project has none. */
export const EstimatePicker = observer(function EstimatePicker({
  projectId,
  value,
  onChange,
  variant,
  isEditable = true,
  label: labelProp,
  testId = 'property-estimate',
}: EstimatePickerProps) {
  const { t } = useTranslation(['work-items', 'common']);
  const label = labelProp ?? t('property.estimate');
  const { lookups } = useWorkItemsScreen();
  const points = lookups.estimatePoints(projectId);
  if (points.length === 0) return null;
  const current = points.find((point) => point.id === value);
  return (
    <PropertyPopover
      triggerLabel={t('properties.trigger', {
        label,
        value: current?.value ?? t('common:none'),
      })}
      variant={variant}
      isEditable={isEditable}
      isEmpty={current === undefined}
      testId={testId}
      widthClassName="w-48"
      trigger={
        <>
          <Icon name="triangle" size={13} className="text-tertiary" />
          {(current !== undefined || variant !== 'badge') && (
            <span
              className={current || variant === 'button' ? 'truncate' : 'truncate text-tertiary'}
            >
              {current ? current.value : label}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder={t('properties.changeEstimate')}
          selected={[value ?? NO_ESTIMATE]}
          options={estimateOptions(points)}
          onPick={(picked) => {
            close();
            onChange(picked === NO_ESTIMATE ? null : picked);
          }}
        />
      )}
    </PropertyPopover>
  );
});

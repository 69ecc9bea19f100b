import { observer } from 'mobx-react-lite';
import { Icon } from '../../../ui/Icon';
import { PropertyOptionList } from './PropertyOptionList';
import { PropertyPopover } from './PropertyPopover';
import { type PropertyDropdownProps } from './StateDropdown';
import { useEditableItem } from './use-editable-item';

/** The value standing for "no estimate" in the option list (ids are uuids, so never this). */
const NO_ESTIMATE = 'none';

/** An item's estimate: a point of the project's active estimate; absent when it has none. */
export const EstimateDropdown = observer(function EstimateDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { model, item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  const points = model.lookups.estimatePoints(item.project_id);
  if (points.length === 0) return null;
  const current = points.find((point) => point.id === item.estimate_point);
  const text = current?.value ?? 'None';
  return (
    <PropertyPopover
      triggerLabel={`Estimate: ${text}`}
      variant={variant}
      isEditable={isEditable}
      isEmpty={current === undefined}
      testId="property-estimate"
      widthClassName="w-48"
      trigger={
        <>
          <Icon name="triangle" size={13} className="text-tertiary" />
          {(current !== undefined || variant !== 'badge') && (
            <span className={current ? 'truncate' : 'truncate text-tertiary'}>
              {current ? current.value : 'Estimate'}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder="Change estimate…"
          selected={[item.estimate_point ?? NO_ESTIMATE]}
          options={[
            { value: NO_ESTIMATE, label: 'None' },
            ...[...points]
              .sort((a, b) => a.key - b.key)
              .map((point) => ({ value: point.id, label: point.value })),
          ]}
          onPick={(value) => {
            close();
            const next = value === NO_ESTIMATE ? null : value;
            if (next !== item.estimate_point) update({ estimate_point: next });
          }}
        />
      )}
    </PropertyPopover>
  );
});

import { observer } from 'mobx-react-lite';
import { Icon } from '../../../ui/Icon';
import { PropertyOptionList } from './PropertyOptionList';
import { PropertyPopover } from './PropertyPopover';
import { type PropertyDropdownProps } from './StateDropdown';
import { toggled } from './toggled';
import { useEditableItem } from './use-editable-item';

/** Labels named one by one in the trigger; more are summed up as "N labels". */
const MAX_NAMED_LABELS = 2;

function ColorDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="size-2 shrink-0 rounded-full"
      style={{ backgroundColor: color }}
    />
  );
}

/** An item's labels: their colour dots and names; picking a label adds or removes it. */
export const LabelsDropdown = observer(function LabelsDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { model, item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  const labels = model.lookups.labels(item.project_id);
  const chosen = labels.filter((label) => item.label_ids.includes(label.id));
  const summary = chosen.length === 0 ? 'No labels' : chosen.map((label) => label.name).join(', ');
  return (
    <PropertyPopover
      triggerLabel={`Labels: ${summary}`}
      variant={variant}
      isEditable={isEditable}
      isEmpty={chosen.length === 0}
      testId="property-labels"
      trigger={
        chosen.length === 0 ? (
          <>
            <Icon name="tag" size={14} className="text-tertiary" />
            {variant !== 'badge' && <span className="truncate">No labels</span>}
          </>
        ) : chosen.length <= MAX_NAMED_LABELS ? (
          chosen.map((label) => (
            <span key={label.id} className="flex min-w-0 items-center gap-1">
              <ColorDot color={label.color} />
              <span className="max-w-24 truncate">{label.name}</span>
            </span>
          ))
        ) : (
          <>
            <span className="flex items-center -space-x-0.5">
              {chosen.slice(0, 4).map((label) => (
                <ColorDot key={label.id} color={label.color} />
              ))}
            </span>
            <span>{chosen.length} labels</span>
          </>
        )
      }
    >
      {() => (
        <PropertyOptionList
          isMulti
          searchPlaceholder="Add labels…"
          emptyText="No labels match"
          selected={item.label_ids}
          options={labels.map((label) => ({
            value: label.id,
            label: label.name,
            icon: <ColorDot color={label.color} />,
          }))}
          onPick={(value) => {
            update({ label_ids: toggled(item.label_ids, value) });
          }}
        />
      )}
    </PropertyPopover>
  );
});

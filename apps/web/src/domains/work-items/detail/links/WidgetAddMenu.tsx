import { Icon, type IconName } from '#web/ui/Icon';
import { Menu, menuItemClassName } from '#web/ui/Menu';

export interface WidgetAddChoice {
  key: string;
  label: string;
  icon: IconName;
  /** Runs after the menu has closed and the widget has opened. */
  onSelect: () => void;
}

/**
 * The "+" of a detail widget's header that offers several ways to add (sub-items: a new one or
 * existing ones; relations: one entry per relation type). Choosing opens a collapsed widget first,
 * so that what is added shows. Marked for `focusDetailWidget`, which clicks its trigger.
 */
export function WidgetAddMenu({
  label,
  choices,
  onOpenWidget,
}: {
  /** Names the trigger and the menu ("Add sub-work item"). */
  label: string;
  choices: readonly WidgetAddChoice[];
  onOpenWidget: () => void;
}) {
  return (
    <div className="contents" data-widget-add-menu>
      <Menu
        triggerLabel={label}
        trigger={<Icon name="plus" size={15} />}
        triggerClassName="flex size-7 items-center justify-center rounded-md text-tertiary hover:bg-surface-hover hover:text-primary"
        placement="bottom-end"
      >
        {(close) =>
          choices.map((choice) => (
            <button
              key={choice.key}
              type="button"
              role="menuitem"
              className={menuItemClassName}
              onClick={() => {
                close();
                onOpenWidget();
                choice.onSelect();
              }}
            >
              <Icon name={choice.icon} size={14} className="text-tertiary" />
              {choice.label}
            </button>
          ))
        }
      </Menu>
    </div>
  );
}

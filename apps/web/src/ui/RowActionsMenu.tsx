import { Icon, type IconName } from './Icon';
import { Menu, menuItemClassName } from './Menu';

export interface RowAction {
  label: string;
  icon: IconName;
  /** Runs after the menu has closed. */
  onSelect: () => void;
  /** Drawn in the danger colour, for deleting. */
  isDanger?: boolean;
}

/** The "…" button at the end of a list row, opening the row's actions aligned to its right edge. */
export function RowActionsMenu({
  label,
  actions,
}: {
  /** Names the button, such as "Actions for Todo". */
  label: string;
  actions: readonly RowAction[];
}) {
  return (
    <Menu
      triggerLabel={label}
      trigger={<Icon name="ellipsis" size={15} />}
      className="shrink-0"
      placement="bottom-end"
      triggerClassName="flex size-7 items-center justify-center rounded-md text-tertiary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
    >
      {(close) =>
        actions.map((action) => (
          <button
            key={action.label}
            type="button"
            role="menuitem"
            className={menuItemClassName}
            onClick={() => {
              close();
              action.onSelect();
            }}
          >
            <Icon
              name={action.icon}
              size={14}
              className={action.isDanger === true ? 'text-danger' : 'text-tertiary'}
            />
            {action.isDanger === true ? (
              <span className="text-danger">{action.label}</span>
            ) : (
              action.label
            )}
          </button>
        ))
      }
    </Menu>
  );
}

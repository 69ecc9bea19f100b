import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/ui/Icon';
import { AttachmentsWidget } from './attachments/AttachmentsWidget';
import { useWorkItemDetail } from './detail-context';
import { LinksWidget } from './links/LinksWidget';
import { RelationsWidget } from './relations/RelationsWidget';
import { SubItemsWidget } from './sub-items/SubItemsWidget';

export type DetailWidgetName = 'sub-items' | 'relations' | 'links' | 'attachments';

const TOOLBAR = [
  { widget: 'sub-items', label: 'toolbar.addSubItem', icon: 'list-tree' },
  { widget: 'relations', label: 'toolbar.addRelation', icon: 'arrow-up-down' },
  { widget: 'links', label: 'toolbar.addLink', icon: 'link' },
  { widget: 'attachments', label: 'toolbar.attach', icon: 'paperclip' },
] as const satisfies readonly { widget: DetailWidgetName; label: string; icon: IconName }[];

/**
 * Brings a widget forward: scrolls to it, and starts its add action (the control marked
 * `data-widget-action="add"`, or the trigger of the add menu inside `data-widget-add-menu`,
 * else its first button named "Add…" or "Attach…" in English). Widgets own
 * their open state and their add flow; a collapsed one opens when its add control is used.
 */
export function focusDetailWidget(root: HTMLElement | null, widget: DetailWidgetName): void {
  const section = root?.querySelector<HTMLElement>(`[data-detail-widget="${widget}"]`);
  if (!section) return;
  section.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  const marked = section.querySelector<HTMLElement>(
    '[data-widget-action="add"], [data-widget-add-menu] button',
  );
  const named = Array.from(section.querySelectorAll<HTMLElement>('button')).find((button) =>
    /^(add|attach)/i.test(button.getAttribute('aria-label') ?? button.textContent),
  );
  const target = marked ?? named;
  if (target) target.click();
  else section.focus();
}

function WidgetSlot({ name, children }: { name: DetailWidgetName; children: ReactNode }) {
  return (
    <div data-detail-widget={name} tabIndex={-1} className="outline-none empty:hidden">
      {children}
    </div>
  );
}

/**
 * The row of "add" buttons under the description (Plane's), each opening its widget, then the
 * widgets themselves, all open by default.
 */
export function DetailWidgets() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { canEdit } = useWorkItemDetail();
  return (
    <div className="flex flex-col gap-4" data-testid="detail-widgets">
      {canEdit && (
        <div
          className="flex flex-wrap items-center gap-1.5"
          role="toolbar"
          aria-label={t('toolbar.label')}
        >
          {TOOLBAR.map(({ widget, label, icon }) => (
            <button
              key={widget}
              type="button"
              onClick={(event) => {
                focusDetailWidget(
                  event.currentTarget.closest<HTMLElement>('[data-testid="detail-widgets"]'),
                  widget,
                );
              }}
              className="flex h-7 items-center gap-1.5 rounded-md border border-subtle bg-surface px-2 text-sm text-secondary shadow-xs transition-colors duration-100 outline-none hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
            >
              <Icon name={icon} size={14} className="text-tertiary" />
              {t(label)}
            </button>
          ))}
        </div>
      )}
      <WidgetSlot name="sub-items">
        <SubItemsWidget />
      </WidgetSlot>
      <WidgetSlot name="relations">
        <RelationsWidget />
      </WidgetSlot>
      <WidgetSlot name="links">
        <LinksWidget />
      </WidgetSlot>
      <WidgetSlot name="attachments">
        <AttachmentsWidget />
      </WidgetSlot>
    </div>
  );
}

import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';

export interface DetailWidgetSectionProps {
  title: string;
  /** Shown beside the title when above zero. */
  count: number;
  /** `data-testid` of the section, for journeys. */
  testId: string;
  /**
   * Controls at the right of the header (the add button or menu), given a way to open the
   * section so that adding to a collapsed widget shows what was added.
   */
  actions?: (open: () => void) => ReactNode;
  /** Drawn under the title row, even when collapsed (the sub-items' progress bar). */
  summary?: ReactNode;
  children: ReactNode;
}

/**
 * A widget of the work-item detail: a header that collapses it (open by default), the title with
 * its count, and its own actions. Shared by the sub-items, relations and links widgets.
 */
export function DetailWidgetSection({
  title,
  count,
  testId,
  actions,
  summary,
  children,
}: DetailWidgetSectionProps) {
  const [isOpen, setIsOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => {
            setIsOpen(!isOpen);
          }}
          className="flex min-w-0 flex-1 items-center gap-1.5 rounded-md py-1 text-left text-sm font-medium text-primary outline-none hover:text-secondary focus-visible:outline-2 focus-visible:outline-focus"
        >
          <Icon
            name={isOpen ? 'chevron-down' : 'chevron-right'}
            size={14}
            className="text-tertiary"
          />
          <span id={headingId}>{title}</span>
          {count > 0 && (
            <span className="rounded-full bg-surface-sunken px-1.5 text-xs text-secondary tabular-nums">
              {count}
            </span>
          )}
        </button>
        {actions !== undefined && (
          <div className="flex items-center gap-1">
            {actions(() => {
              setIsOpen(true);
            })}
          </div>
        )}
      </div>
      {summary}
      <div id={bodyId} hidden={!isOpen} className="mt-1">
        {children}
      </div>
    </section>
  );
}

/** A widget's list that could not be loaded: says so in one line, with a retry. */
export function WidgetLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  return (
    <div
      role="alert"
      className="flex items-center gap-2 rounded-md bg-danger-subtle px-2 py-1.5 text-sm text-danger"
    >
      <Icon name="alert-circle" size={14} />
      <span className="flex-1">{message}</span>
      <Button size="sm" variant="ghost" onClick={onRetry}>
        {t('attachments.retry')}
      </Button>
    </div>
  );
}

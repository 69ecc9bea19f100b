import type { SearchIssueResult } from '@keel/core';
import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { Icon } from '#web/ui/Icon';
import { Kbd } from '#web/ui/Kbd';
import { Spinner } from '#web/ui/Spinner';
import { StateGroupIcon } from '#web/domains/states/StateGroupIcon';
import { isEditableStateGroup } from '#web/domains/states/state-groups';
import { offeredResults, searchResultKey, toggleId } from './picker-results';
import { useWorkItemSearch, type WorkItemPickerPurpose } from './use-work-item-search';

/** Quiet time after the last keystroke before the server is asked, in milliseconds. */
const SEARCH_DEBOUNCE_MS = 200;

export interface WorkItemPickerDialogProps {
  isOpen: boolean;
  /** Called on Esc, the close button, a backdrop click, Cancel, and after a pick is submitted. */
  onClose: () => void;
  /** The dialog's heading, e.g. "Add sub-work items" or "Select parent". */
  title: string;
  slug: string;
  /** The project searched (and, with `isWorkspaceSearch`, the caller's other projects too). */
  projectId: string;
  /**
   * Single (default): Enter or a click picks one item and submits at once. Multi: Enter or a
   * click toggles an item; the footer's button submits every checked one.
   */
  isMulti?: boolean;
  /** Items never offered, on top of what the server leaves out for `purpose`. */
  excludeIds?: readonly string[];
  /** What the pick is for; the server then leaves out items that would make no sense. */
  purpose?: WorkItemPickerPurpose;
  /** Search every project of the workspace (relations may cross projects). */
  isWorkspaceSearch?: boolean;
  /** The multi-select submit button's text; "Add" (translated) by default. */
  submitLabel?: string;
  /** Receives the chosen items (one in single mode), in the order they were picked. */
  onSubmit: (items: SearchIssueResult[]) => void;
}

/**
 * A modal that finds work items by key ("WEB-12", "12") or text through `search-issues`, for the
 * parent, sub-item and relation pickers. The first result is highlighted as results arrive; arrow
 * keys move, Enter picks, Esc closes.
 */
export function WorkItemPickerDialog(props: WorkItemPickerDialogProps) {
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={props.title} isWide>
      <PickerBody {...props} />
    </Dialog>
  );
}

/** The server's answer to one search, tagged with what was asked so a stale one reads as loading. */
interface SearchAnswer {
  request: string;
  results: SearchIssueResult[];
  isFailed: boolean;
}

/** Mounted only while the dialog is open, so each opening starts fresh. */
function PickerBody({
  onClose,
  slug,
  projectId,
  isMulti = false,
  excludeIds = [],
  purpose,
  isWorkspaceSearch = false,
  submitLabel,
  onSubmit,
}: WorkItemPickerDialogProps) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const submitText = submitLabel ?? t('common:add');
  const search = useWorkItemSearch();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [checked, setChecked] = useState<SearchIssueResult[]>([]);
  /** The result moved to by arrow keys or the pointer, for the answer it was chosen in. */
  const [moved, setMoved] = useState<{ request: string; id: string } | null>(null);
  const purposeKind = purpose?.kind;
  const purposeIssueId = purpose?.issueId;

  useEffect(() => {
    const controller = new AbortController();
    const request = `${String(attempt)}:${text}`;
    const timer = window.setTimeout(() => {
      search({
        slug,
        projectId,
        search: text,
        purpose:
          purposeKind !== undefined && purposeIssueId !== undefined
            ? { kind: purposeKind, issueId: purposeIssueId }
            : undefined,
        isWorkspaceSearch,
        signal: controller.signal,
      }).then(
        (found) => {
          setAnswer({ request, results: found, isFailed: false });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ request, results: [], isFailed: true });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [search, slug, projectId, text, purposeKind, purposeIssueId, isWorkspaceSearch, attempt]);

  const isCurrent = answer?.request === `${String(attempt)}:${text}`;
  const status = !isCurrent ? 'loading' : answer.isFailed ? 'failed' : 'loaded';
  const offered = offeredResults(answer?.results ?? [], excludeIds);
  const checkedIds = checked.map((result) => result.id);
  // Each answer starts on its first result, so Enter picks it without an arrow key first.
  const highlighted =
    moved !== null &&
    moved.request === answer?.request &&
    offered.some((result) => result.id === moved.id)
      ? moved.id
      : (offered[0]?.id ?? '');

  function pick(result: SearchIssueResult) {
    if (!isMulti) {
      onSubmit([result]);
      onClose();
      return;
    }
    const next = toggleId(checkedIds, result.id);
    setChecked(
      next.flatMap((id) => {
        const found = checked.find((held) => held.id === id) ?? (id === result.id ? result : null);
        return found ? [found] : [];
      }),
    );
  }

  return (
    <div className="-mx-5 -mb-5 flex flex-col">
      <Command
        shouldFilter={false}
        loop
        value={highlighted}
        onValueChange={(id) => {
          setMoved(answer === null ? null : { request: answer.request, id });
        }}
        className="flex min-h-0 flex-col"
      >
        <div className="mx-5 mb-2 flex items-center gap-2 rounded-md border border-strong bg-surface px-2.5 focus-within:outline-2 focus-within:outline-focus">
          <Icon name="search" size={14} className="text-tertiary" />
          <Command.Input
            value={text}
            onValueChange={setText}
            placeholder={t('picker.placeholder')}
            aria-label={t('picker.searchLabel')}
            className="h-9 min-w-0 flex-1 bg-transparent text-base text-primary outline-none placeholder:text-tertiary"
          />
          {status === 'loading' && <Spinner size={14} className="text-tertiary" />}
        </div>
        <Command.List
          aria-label={t('picker.resultsLabel')}
          className="h-72 overflow-y-auto border-y border-subtle px-2 py-1"
        >
          {status === 'failed' && (
            <div className="flex flex-col items-center gap-2 py-8 text-sm text-secondary">
              {t('picker.failed')}
              <Button
                size="sm"
                onClick={() => {
                  setAttempt((count) => count + 1);
                }}
              >
                {t('common:retry')}
              </Button>
            </div>
          )}
          {status === 'loaded' && offered.length === 0 && (
            <div className="py-8 text-center text-sm text-tertiary">
              {text.trim() === '' ? t('picker.nothingToPick') : t('picker.noMatch')}
            </div>
          )}
          {offered.map((result) => {
            const isChecked = checkedIds.includes(result.id);
            const key = searchResultKey(result);
            return (
              <Command.Item
                key={result.id}
                value={result.id}
                onSelect={() => {
                  pick(result);
                }}
                data-testid="work-item-picker-option"
                data-id={result.id}
                aria-label={`${key} ${result.name}`}
                className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-base text-primary data-[selected=true]:bg-surface-hover"
              >
                {isMulti && (
                  <span
                    aria-hidden="true"
                    className={
                      isChecked
                        ? 'flex size-3.5 shrink-0 items-center justify-center rounded-sm bg-accent text-on-accent'
                        : 'size-3.5 shrink-0 rounded-sm border border-strong'
                    }
                  >
                    {isChecked && <Icon name="check" size={10} />}
                  </span>
                )}
                {result.state__group !== null && isEditableStateGroup(result.state__group) ? (
                  <StateGroupIcon
                    group={result.state__group}
                    color={result.state__color ?? undefined}
                  />
                ) : (
                  <span aria-hidden="true" className="size-3.5 shrink-0" />
                )}
                <span className="w-16 shrink-0 truncate text-sm text-tertiary tabular-nums">
                  {key}
                </span>
                <span className="min-w-0 flex-1 truncate">{result.name}</span>
                {isChecked && <span className="sr-only">{t('picker.selected')}</span>}
              </Command.Item>
            );
          })}
        </Command.List>
      </Command>
      <div className="flex items-center justify-between gap-3 px-5 py-3">
        <p className="flex items-center gap-1.5 text-xs text-tertiary">
          <Trans
            t={t}
            i18nKey={isMulti ? 'picker.hintMulti' : 'picker.hintSingle'}
            components={{ key: <Kbd /> }}
          />
        </p>
        {isMulti && (
          <div className="flex items-center gap-2">
            <Button size="sm" variant="ghost" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button
              size="sm"
              variant="primary"
              disabled={checked.length === 0}
              onClick={() => {
                onSubmit(checked);
                onClose();
              }}
            >
              {checked.length > 0
                ? t('picker.submitCount', { label: submitText, n: checked.length })
                : submitText}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

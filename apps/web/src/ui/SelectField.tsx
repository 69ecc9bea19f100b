import { useTranslation } from 'react-i18next';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cx } from './cx';
import { controlClassName } from './field-styles';
import { Icon } from './Icon';
import { createTypeahead, isTypeaheadKey, nextListIndex } from './list-navigation';
import { Popover, usePopover } from './Popover';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
  /** Quieter text beside the label in the list, such as a language's name in English. */
  description?: string;
}

export interface SelectProps<T extends string | number> {
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  id?: string;
  className?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** Lists longer than this get a filter box: type to narrow them (time zones, say). */
const FILTER_FROM = 10;
/** The most height the list takes, in px. */
const LIST_MAX_HEIGHT = 320;

/**
 * The product's one select: a button that opens a list of options under it. Arrow keys, Home and
 * End move through the options, Enter or a click chooses, Escape and a click outside close it
 * and give focus back to the button. Long lists open with a filter box; in short ones typing a
 * few letters jumps to the option they start.
 */
export function Select<T extends string | number>({
  value,
  options,
  onChange,
  id,
  className,
  disabled = false,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
}: SelectProps<T>) {
  const { t } = useTranslation('ui');
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const typeahead = useRef(createTypeahead());

  const isFilterable = options.length > FILTER_FROM;
  const needle = query.trim().toLowerCase();
  const shown =
    isFilterable && needle !== ''
      ? options.filter((option) =>
          `${option.label} ${option.description ?? ''}`.toLowerCase().includes(needle),
        )
      : options;
  const selected = options.find((option) => option.value === value);

  const popover = usePopover({
    role: 'listbox',
    isDisabled: disabled,
    onOpen: () => {
      setQuery('');
      setActiveIndex(selected ? Math.max(0, options.indexOf(selected)) : 0);
    },
  });
  const listId = popover.id;
  const isOpen = popover.isOpen;

  const choose = (option: SelectOption<T> | undefined) => {
    if (!option) return;
    popover.close();
    if (option.value !== value) onChange(option.value);
  };

  useEffect(() => {
    if (!isOpen) return;
    listRef.current
      ?.querySelector(`[data-index="${String(activeIndex)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, activeIndex]);

  const onListKeyDown = (event: KeyboardEvent) => {
    const moved = nextListIndex(event.key, activeIndex, shown.length, false);
    if (moved !== null) setActiveIndex(moved);
    else if (event.key === 'Enter' || (event.key === ' ' && !isFilterable))
      choose(shown[activeIndex]);
    else {
      // In a short list, typing a few letters jumps to the option they start.
      if (!isFilterable && isTypeaheadKey(event)) {
        const found = typeahead.current.find(
          event.key,
          shown.map((option) => option.label),
        );
        if (found >= 0) setActiveIndex(found);
      }
      return;
    }
    event.preventDefault();
  };

  const optionId = (index: number) => `${listId}-${String(index)}`;

  return (
    <div className={cx('relative inline-flex', className)}>
      <button
        id={id}
        type="button"
        role="combobox"
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        disabled={disabled}
        {...popover.triggerProps}
        className={cx(
          controlClassName(),
          'flex w-full min-w-0 items-center justify-between gap-2 text-left',
        )}
      >
        <span className="truncate">{selected?.label ?? ''}</span>
        <Icon name="chevron-down" size={14} className="shrink-0 text-tertiary" />
      </button>
      {isOpen && popover.anchor !== null && (
        <Popover
          anchor={popover.anchor}
          role={null}
          onClose={popover.dismiss}
          initialFocus={isFilterable ? filterRef : listRef}
          matchAnchorWidth
          maxHeight={LIST_MAX_HEIGHT}
          minHeight={120}
          className="flex flex-col p-1"
        >
          {isFilterable && (
            <input
              ref={filterRef}
              type="text"
              role="combobox"
              aria-label={t('select.filterLabel')}
              aria-controls={listId}
              aria-expanded="true"
              aria-autocomplete="list"
              aria-activedescendant={shown.length > 0 ? optionId(activeIndex) : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onListKeyDown}
              placeholder={t('select.filterPlaceholder')}
              className="mb-1 h-7 shrink-0 rounded-md border border-subtle bg-canvas px-2 text-sm text-primary outline-none placeholder:text-tertiary focus-visible:border-focus"
            />
          )}
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-label={ariaLabel}
            aria-activedescendant={
              !isFilterable && shown.length > 0 ? optionId(activeIndex) : undefined
            }
            onKeyDown={isFilterable ? undefined : onListKeyDown}
            className="min-h-0 overflow-y-auto outline-none"
          >
            {shown.map((option, index) => (
              <div
                key={String(option.value)}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={option.value === value}
                onPointerMove={() => {
                  setActiveIndex(index);
                }}
                onClick={() => {
                  choose(option);
                }}
                className={cx(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-2 py-1.5 text-base text-primary',
                  index === activeIndex && 'bg-surface-hover',
                )}
              >
                <span className="flex min-w-0 items-baseline gap-2">
                  <span className="truncate">{option.label}</span>
                  {option.description !== undefined && (
                    <span className="truncate text-sm text-tertiary">{option.description}</span>
                  )}
                </span>
                {option.value === value && (
                  <Icon name="check" size={14} className="shrink-0 text-secondary" />
                )}
              </div>
            ))}
            {shown.length === 0 && (
              <p className="px-2 py-1.5 text-sm text-tertiary">{t('select.nothingMatches')}</p>
            )}
          </div>
        </Popover>
      )}
    </div>
  );
}

export interface SelectFieldProps<T extends string | number> extends SelectProps<T> {
  label: string;
  hint?: string;
}

/** A labelled select with an optional hint beneath. */
export function SelectField<T extends string | number>({
  label,
  hint,
  id,
  className,
  ...rest
}: SelectFieldProps<T>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-secondary">
        {label}
      </label>
      <Select
        id={selectId}
        className="w-full"
        aria-describedby={hint === undefined ? undefined : `${selectId}-hint`}
        {...rest}
      />
      {hint !== undefined && (
        <p id={`${selectId}-hint`} className="text-sm text-tertiary">
          {hint}
        </p>
      )}
    </div>
  );
}

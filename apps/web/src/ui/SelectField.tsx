import { useTranslation } from 'react-i18next';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cx } from './cx';
import { controlClassName } from './field-styles';
import { Icon } from './Icon';

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
/** How long typed letters add up to one search when a short list jumps to an option. */
const TYPEAHEAD_MS = 700;

interface PopupPosition {
  top: number;
  left: number;
  minWidth: number;
  maxHeight: number;
}

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
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [position, setPosition] = useState<PopupPosition | null>(null);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const typeahead = useRef({ text: '', at: 0 });

  const isFilterable = options.length > FILTER_FROM;
  const needle = query.trim().toLowerCase();
  const shown =
    isFilterable && needle !== ''
      ? options.filter((option) =>
          `${option.label} ${option.description ?? ''}`.toLowerCase().includes(needle),
        )
      : options;
  const selected = options.find((option) => option.value === value);

  const close = useCallback((giveFocusBack: boolean) => {
    setIsOpen(false);
    setQuery('');
    if (giveFocusBack) buttonRef.current?.focus();
  }, []);

  // Drawn fixed beside the button, so that a dialog's or a card's scrolling never clips it.
  const place = useCallback(() => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (!rect) return;
    const below = window.innerHeight - rect.bottom - 8;
    const above = rect.top - 8;
    const opensUp = below < 200 && above > below;
    setPosition({
      top: opensUp ? Math.max(8, rect.top - 4 - Math.min(320, above)) : rect.bottom + 4,
      left: rect.left,
      minWidth: rect.width,
      maxHeight: Math.min(320, opensUp ? above : below),
    });
  }, []);

  const open = () => {
    if (disabled) return;
    setActiveIndex(selected ? Math.max(0, options.indexOf(selected)) : 0);
    place();
    setIsOpen(true);
  };

  const choose = (option: SelectOption<T> | undefined) => {
    if (!option) return;
    close(true);
    if (option.value !== value) onChange(option.value);
  };

  useEffect(() => {
    if (!isOpen) return;
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [isOpen, place]);

  useEffect(() => {
    if (!isOpen) return;
    (isFilterable ? filterRef.current : listRef.current)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, isFilterable, close]);

  useEffect(() => {
    if (!isOpen) return;
    listRef.current
      ?.querySelector(`[data-index="${String(activeIndex)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, activeIndex]);

  const onListKeyDown = (event: KeyboardEvent) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        setActiveIndex((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        setActiveIndex((index) => Math.max(0, index - 1));
        break;
      case 'Home':
        setActiveIndex(0);
        break;
      case 'End':
        setActiveIndex(Math.max(0, last));
        break;
      case 'Enter':
        choose(shown[activeIndex]);
        break;
      case ' ':
        if (isFilterable) return;
        choose(shown[activeIndex]);
        break;
      case 'Escape':
        // Kept from a surrounding dialog, which would otherwise close too.
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        if (!isFilterable && event.key.length === 1 && !event.metaKey && !event.ctrlKey)
          jumpTo(event.key);
        return;
    }
    event.preventDefault();
  };

  const jumpTo = (key: string) => {
    const now = Date.now();
    const text = (now - typeahead.current.at < TYPEAHEAD_MS ? typeahead.current.text : '') + key;
    typeahead.current = { text, at: now };
    const found = shown.findIndex((option) => option.label.toLowerCase().startsWith(text));
    if (found >= 0) setActiveIndex(found);
  };

  const optionId = (index: number) => `${listId}-${String(index)}`;

  return (
    <div ref={rootRef} className={cx('relative inline-flex', className)}>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        disabled={disabled}
        onClick={() => {
          if (isOpen) close(true);
          else open();
        }}
        onKeyDown={(event) => {
          if (isOpen) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            open();
          }
        }}
        className={cx(
          controlClassName(),
          'flex w-full min-w-0 items-center justify-between gap-2 text-left',
        )}
      >
        <span className="truncate">{selected?.label ?? ''}</span>
        <Icon name="chevron-down" size={14} className="shrink-0 text-tertiary" />
      </button>
      {isOpen && (
        <div
          className="fixed z-50 flex flex-col rounded-lg border border-subtle bg-surface p-1 shadow-card"
          style={position ?? undefined}
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
        </div>
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

import { useTranslation } from 'react-i18next';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { cx } from './cx';
import { controlClassName } from './field-styles';
import { Popover, usePopover } from './Popover';

/** The preset swatches, close to Plane's label and state palette; new labels draw from it. */
export const COLOR_PALETTE = [
  '#EF4444',
  '#F97316',
  '#F59E0B',
  '#EAB308',
  '#84CC16',
  '#46A758',
  '#10B981',
  '#14B8A6',
  '#06B6D4',
  '#3A8BFD',
  '#6366F1',
  '#8B5CF6',
  '#D946EF',
  '#EC4899',
  '#60646C',
  '#9AA4BC',
] as const;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Whether a text is a full six-digit hex colour such as #3a8bfd, the form the server stores. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

export interface ColorPickerProps {
  /** A #rrggbb colour; anything else draws an empty swatch. */
  value: string;
  onChange: (color: string) => void;
  /** Names the swatch button, such as "Color of Todo". */
  label: string;
  disabled?: boolean;
}

/** How long the free picker must rest before its colour is handed on, in milliseconds. */
const SETTLE_MS = 300;

/**
 * A swatch button that opens a small popover: preset swatches, a free picker and a hex field.
 * Escape or a click outside closes it and gives focus back to the swatch. `onChange` is called
 * once a choice settles (a swatch, a complete hex, or the free picker at rest), so a caller may
 * save on every call.
 */
export function ColorPicker({ value, onChange, label, disabled = false }: ColorPickerProps) {
  const popover = usePopover({ isDisabled: disabled });
  /** The colour shown while the free picker moves, before it is handed on. */
  const [preview, setPreview] = useState<string | null>(null);
  /** The swatch focus starts on: the chosen one, else the first. */
  const initialFocusRef = useRef<HTMLElement | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const pendingRef = useRef<string | null>(null);

  const commit = (color: string) => {
    window.clearTimeout(timerRef.current);
    pendingRef.current = null;
    setPreview(null);
    if (color.toLowerCase() !== value.toLowerCase()) onChange(color);
  };

  const settleLater = (color: string) => {
    setPreview(color);
    pendingRef.current = color;
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => {
      commit(color);
    }, SETTLE_MS);
  };

  /** Closes, handing on a colour the free picker was still settling on. */
  const dismiss = () => {
    if (pendingRef.current !== null) commit(pendingRef.current);
    popover.dismiss();
  };

  useEffect(
    () => () => {
      window.clearTimeout(timerRef.current);
    },
    [],
  );

  const shown = preview ?? value;
  const isValid = isHexColor(shown);
  return (
    <div className="relative inline-flex">
      <button
        type="button"
        aria-label={label}
        title={isValid ? `${label}: ${shown}` : label}
        disabled={disabled}
        {...popover.triggerProps}
        onClick={() => {
          if (popover.isOpen) dismiss();
          else popover.open();
        }}
        className="flex size-6 shrink-0 items-center justify-center rounded-md border border-subtle hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:cursor-default disabled:hover:bg-transparent"
      >
        <span
          aria-hidden="true"
          className={cx('size-3.5 rounded-full', !isValid && 'border border-dashed border-strong')}
          style={isValid ? { backgroundColor: shown } : undefined}
        />
      </button>
      {popover.isOpen && popover.anchor !== null && (
        <Popover
          anchor={popover.anchor}
          id={popover.id}
          label={label}
          onClose={dismiss}
          initialFocus={initialFocusRef}
          className="w-56 overflow-y-auto p-2.5"
        >
          <ColorPopover
            initialFocusRef={initialFocusRef}
            value={shown}
            onPick={commit}
            onMove={settleLater}
          />
        </Popover>
      )}
    </div>
  );
}

function ColorPopover({
  initialFocusRef,
  value,
  onPick,
  onMove,
}: {
  initialFocusRef: RefObject<HTMLElement | null>;
  value: string;
  /** A settled choice: a swatch or a complete hex. */
  onPick: (color: string) => void;
  /** The free picker moving. */
  onMove: (color: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The hex field follows the chosen colour unless the person is typing a different one.
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }
  const isDraftValid = isHexColor(draft);
  const hexId = useId();
  const { t } = useTranslation('ui');
  const chosenIndex = COLOR_PALETTE.findIndex(
    (color) => color.toLowerCase() === value.toLowerCase(),
  );
  return (
    <>
      <div className="grid grid-cols-8 gap-1.5">
        {COLOR_PALETTE.map((color, index) => {
          const isChosen = index === chosenIndex;
          return (
            <button
              key={color}
              ref={
                index === Math.max(0, chosenIndex)
                  ? (node) => {
                      initialFocusRef.current = node;
                    }
                  : undefined
              }
              type="button"
              data-swatch
              aria-label={color}
              aria-pressed={isChosen}
              title={color}
              onClick={() => {
                onPick(color);
              }}
              className={cx(
                'size-5 rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
                isChosen &&
                  'ring-2 ring-accent ring-offset-1 ring-offset-(--background-color-surface)',
              )}
              style={{ backgroundColor: color }}
            />
          );
        })}
      </div>
      <div className="mt-2.5 [&_.react-colorful]:h-32! [&_.react-colorful]:w-full!">
        <HexColorPicker color={isHexColor(value) ? value : COLOR_PALETTE[0]} onChange={onMove} />
      </div>
      <div className="mt-2.5 flex items-center gap-2">
        <label htmlFor={hexId} className="text-sm font-medium text-secondary">
          {t('colorPicker.hex')}
        </label>
        <input
          id={hexId}
          value={draft}
          spellCheck={false}
          maxLength={7}
          aria-invalid={!isDraftValid || undefined}
          onChange={(event) => {
            const next = event.target.value.trim();
            const withHash = next.startsWith('#') ? next : `#${next}`;
            setDraft(withHash);
            if (isHexColor(withHash)) onPick(withHash);
          }}
          onKeyDown={(event) => {
            // Enter keeps its meaning here: it must not submit the form around the picker.
            if (event.key === 'Enter') event.preventDefault();
          }}
          className={cx(controlClassName(!isDraftValid), 'h-7 min-w-0 flex-1 font-mono text-sm')}
        />
      </div>
      {!isDraftValid && <p className="mt-1 text-sm text-danger">{t('colorPicker.invalidHex')}</p>}
    </>
  );
}

import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { Popover, usePopover } from '#web/ui/Popover';
import { SearchField } from '#web/ui/SearchField';
import { LOGO_ICON_COLORS, LOGO_ICON_NAMES, searchEmojis } from './logo-choices';
import {
  DEFAULT_LOGO_ICON_COLOR,
  type ProjectLogo as ProjectLogoValue,
  writeProjectLogo,
} from './project-logo';
import { ProjectLogo } from './ProjectLogo';
import { useTranslation } from 'react-i18next';

type PickerTab = 'emoji' | 'icon';

const GRID_COLUMNS = 8;

/**
 * Arrow keys move focus between the buttons of a grid, row by row, so that sixty choices do not
 * take sixty Tab presses.
 */
function moveFocusInGrid(event: KeyboardEvent<HTMLElement>) {
  const steps: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: GRID_COLUMNS,
    ArrowUp: -GRID_COLUMNS,
  };
  const step = steps[event.key];
  if (step === undefined) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button'));
  const index = buttons.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  buttons[Math.min(Math.max(index + step, 0), buttons.length - 1)]?.focus();
}

/**
 * A project's logo as a button that opens a picker of emojis (searchable, bundled) and coloured
 * icons, in a popover (drawn inside the create dialog when opened from it).
 */
export function ProjectLogoPicker({
  value,
  onChange,
  projectName,
}: {
  value: ProjectLogoValue;
  onChange: (logo: ProjectLogoValue) => void;
  projectName: string;
}) {
  const { t } = useTranslation(['projects', 'common']);
  const tabsId = useId();
  const [tab, setTab] = useState<PickerTab>('emoji');
  const [query, setQuery] = useState('');
  const [color, setColor] = useState(DEFAULT_LOGO_ICON_COLOR);
  /** Where focus starts: the search box on the emoji tab, else the chosen tab. */
  const initialFocusRef = useRef<HTMLElement | null>(null);
  // Starts on the logo shown now, even one that arrived late.
  const popover = usePopover({
    onOpen: () => {
      setTab(value.kind === 'icon' ? 'icon' : 'emoji');
      setColor(value.kind === 'icon' ? value.color : DEFAULT_LOGO_ICON_COLOR);
      setQuery('');
    },
  });

  const choose = (logo: ProjectLogoValue) => {
    onChange(logo);
    popover.close();
  };

  const emojis = searchEmojis(query);
  const tabs: { id: PickerTab; label: string }[] = [
    { id: 'emoji', label: t('logo.emoji') },
    { id: 'icon', label: t('logo.icon') },
  ];

  return (
    <>
      <button
        type="button"
        aria-label={t('logo.choose')}
        title={t('logo.choose')}
        {...popover.triggerProps}
        className="rounded-md transition-opacity hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <ProjectLogo
          project={{ name: projectName.trim() || 'P', logo_props: writeProjectLogo(value) }}
          size="lg"
        />
      </button>
      {popover.isOpen && popover.anchor !== null && (
        <Popover
          anchor={popover.anchor}
          id={popover.id}
          label={t('logo.title')}
          onClose={popover.dismiss}
          initialFocus={initialFocusRef}
          className="w-[296px] overflow-hidden"
        >
          <div className="flex h-[360px] max-h-[inherit] flex-col">
            <div className="flex items-center justify-between border-b border-subtle px-2 pt-1.5">
              <div role="tablist" aria-label={t('logo.kind')} className="flex gap-1">
                {tabs.map((entry) => (
                  <button
                    key={entry.id}
                    type="button"
                    role="tab"
                    id={`${tabsId}-${entry.id}`}
                    aria-selected={tab === entry.id}
                    aria-controls={`${tabsId}-${entry.id}-panel`}
                    tabIndex={tab === entry.id ? 0 : -1}
                    ref={
                      tab === entry.id && tab === 'icon'
                        ? (node) => {
                            initialFocusRef.current = node;
                          }
                        : undefined
                    }
                    onClick={() => {
                      setTab(entry.id);
                    }}
                    onKeyDown={(event) => {
                      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                      event.preventDefault();
                      const next = entry.id === 'emoji' ? 'icon' : 'emoji';
                      setTab(next);
                      document.getElementById(`${tabsId}-${next}`)?.focus();
                    }}
                    className={cx(
                      '-mb-px border-b-2 px-2 pb-1.5 text-sm font-medium',
                      tab === entry.id
                        ? 'border-accent text-primary'
                        : 'border-transparent text-secondary hover:text-primary',
                    )}
                  >
                    {entry.label}
                  </button>
                ))}
              </div>
              {value.kind !== 'none' && (
                <button
                  type="button"
                  onClick={() => {
                    choose({ kind: 'none' });
                  }}
                  className="mb-1.5 rounded-md px-1.5 py-0.5 text-sm text-secondary hover:bg-surface-hover hover:text-danger"
                >
                  {t('common:remove')}
                </button>
              )}
            </div>

            {tab === 'emoji' ? (
              <div
                role="tabpanel"
                id={`${tabsId}-emoji-panel`}
                aria-labelledby={`${tabsId}-emoji`}
                className="flex min-h-0 flex-1 flex-col p-2"
              >
                <SearchField
                  ref={(node) => {
                    initialFocusRef.current = node;
                  }}
                  label={t('logo.searchEmojis')}
                  placeholder={t('common:search')}
                  value={query}
                  onChange={setQuery}
                  onKeyDown={(event) => {
                    if (event.key !== 'ArrowDown') return;
                    event.preventDefault();
                    event.currentTarget
                      .closest('[role="tabpanel"]')
                      ?.querySelector<HTMLElement>('[data-grid="emoji"] button')
                      ?.focus();
                  }}
                  className="mb-2"
                />
                {emojis.length === 0 ? (
                  <p className="px-1 py-6 text-center text-base text-tertiary">
                    {t('logo.noMatch', { query: query.trim() })}
                  </p>
                ) : (
                  <div
                    data-grid="emoji"
                    onKeyDown={moveFocusInGrid}
                    className="grid min-h-0 grid-cols-8 content-start gap-0.5 overflow-y-auto"
                  >
                    {emojis.map((choice) => {
                      const isChosen = value.kind === 'emoji' && value.emoji === choice.emoji;
                      return (
                        <button
                          key={choice.emoji}
                          type="button"
                          aria-label={choice.name}
                          aria-pressed={isChosen}
                          title={choice.name}
                          onClick={() => {
                            choose({ kind: 'emoji', emoji: choice.emoji });
                          }}
                          className={cx(
                            'flex size-8 items-center justify-center rounded-md text-lg leading-none hover:bg-surface-hover',
                            isChosen && 'bg-surface-hover',
                          )}
                        >
                          {choice.emoji}
                        </button>
                      );
                    })}
                  </div>
                )}
              </div>
            ) : (
              <div
                role="tabpanel"
                id={`${tabsId}-icon-panel`}
                aria-labelledby={`${tabsId}-icon`}
                className="flex min-h-0 flex-1 flex-col p-2"
              >
                <div
                  role="radiogroup"
                  aria-label={t('logo.iconColor')}
                  className="mb-2 flex items-center gap-1.5 px-1"
                >
                  {LOGO_ICON_COLORS.map((swatch) => (
                    <button
                      key={swatch.value}
                      type="button"
                      role="radio"
                      aria-checked={color === swatch.value}
                      aria-label={swatch.name}
                      title={swatch.name}
                      onClick={() => {
                        setColor(swatch.value);
                        if (value.kind === 'icon') onChange({ ...value, color: swatch.value });
                      }}
                      className={cx(
                        'flex size-6 items-center justify-center rounded-full',
                        color === swatch.value &&
                          'ring-2 ring-accent ring-offset-1 ring-offset-(--background-color-surface)',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className="size-4 rounded-full"
                        style={{ backgroundColor: swatch.value }}
                      />
                    </button>
                  ))}
                </div>
                <div
                  onKeyDown={moveFocusInGrid}
                  className="grid min-h-0 grid-cols-8 content-start gap-0.5 overflow-y-auto"
                >
                  {LOGO_ICON_NAMES.map((name) => {
                    const isChosen = value.kind === 'icon' && value.name === name;
                    return (
                      <button
                        key={name}
                        type="button"
                        aria-label={name.replaceAll('-', ' ')}
                        aria-pressed={isChosen}
                        title={name.replaceAll('-', ' ')}
                        onClick={() => {
                          choose({ kind: 'icon', name, color });
                        }}
                        className={cx(
                          'flex size-8 items-center justify-center rounded-md hover:bg-surface-hover',
                          isChosen && 'bg-surface-hover',
                        )}
                      >
                        <Icon name={name} size={17} color={color} />
                      </button>
                    );
                  })}
                </div>
              </div>
            )}
          </div>
        </Popover>
      )}
    </>
  );
}

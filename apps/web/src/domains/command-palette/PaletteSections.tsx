import { useTranslation } from 'react-i18next';
import { Command } from 'cmdk';
import { Icon } from '#web/ui/Icon';
import { Kbd } from '#web/ui/Kbd';
import type { PaletteSection } from './palette-entry';

const GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-2.5 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-tertiary';

/** The palette's rows under their headings (cmdk groups: arrow keys move, Enter picks). */
export function PaletteSections({ sections }: { sections: readonly PaletteSection[] }) {
  const { t } = useTranslation('command-palette');
  return sections.map((section) => (
    <Command.Group key={section.heading} heading={section.heading} className={GROUP_CLASS}>
      {section.entries.map((entry) => (
        <Command.Item
          key={entry.value}
          value={entry.value}
          onSelect={entry.onSelect}
          className="flex h-9 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-base text-primary data-[selected=true]:bg-surface-hover"
        >
          <span
            aria-hidden="true"
            className="flex size-4 shrink-0 items-center justify-center text-tertiary"
          >
            {entry.icon}
          </span>
          {entry.leading !== undefined && (
            <span className="shrink-0 font-mono text-xs text-tertiary">{entry.leading}</span>
          )}
          <span className="min-w-0 flex-1 truncate">{entry.label}</span>
          {entry.trailing !== undefined && (
            <span className="shrink-0 text-xs text-tertiary">{entry.trailing}</span>
          )}
          {entry.isChecked === true && (
            <>
              <Icon name="check" size={14} className="shrink-0 text-secondary" />
              <span className="sr-only">{t('current')}</span>
            </>
          )}
          {entry.hint !== undefined && <Kbd aria-hidden="true">{entry.hint}</Kbd>}
        </Command.Item>
      ))}
    </Command.Group>
  ));
}

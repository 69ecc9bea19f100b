import { useTranslation } from 'react-i18next';
import { Fragment } from 'react';
import { Dialog } from '#web/ui/Dialog';
import { Kbd } from '#web/ui/Kbd';
import { isApplePlatform } from './keyboard';
import { SHORTCUT_SECTIONS, type ShortcutEntry, keyLabel, shortcutsIn } from './shortcut-catalogue';

const IS_APPLE = isApplePlatform(navigator.userAgent);

function KeyCombo({ keys }: { keys: readonly string[] }) {
  useTranslation('shortcuts');
  return (
    <span className="inline-flex items-center gap-1">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && (
            <span aria-hidden="true" className="text-xs text-tertiary">
              +
            </span>
          )}
          <Kbd>{keyLabel(key, IS_APPLE)}</Kbd>
        </Fragment>
      ))}
    </span>
  );
}

function ShortcutRow({ entry }: { entry: ShortcutEntry }) {
  const { t } = useTranslation('shortcuts');
  return (
    <div className="flex items-center justify-between gap-4 border-b border-subtle py-1.5 last:border-b-0">
      <dt className="min-w-0 text-base text-secondary">{t(`descriptions.${entry.description}`)}</dt>
      <dd className="flex shrink-0 items-center gap-1.5">
        <KeyCombo keys={entry.keys} />
        {entry.alternatives?.map((keys) => (
          <Fragment key={keys.join('+')}>
            <span className="text-xs text-tertiary">{t('or')}</span>
            <KeyCombo keys={keys} />
          </Fragment>
        ))}
      </dd>
    </div>
  );
}

/** The `?` modal: every keyboard shortcut, by section. */
export function ShortcutsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('shortcuts');
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('title')} isWide>
      <div
        data-testid="shortcuts-dialog"
        className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto"
      >
        {SHORTCUT_SECTIONS.map((section) => (
          <section key={section} aria-label={t(`sections.${section}`)}>
            <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-tertiary">
              {t(`sections.${section}`)}
            </h3>
            <dl>
              {shortcutsIn(section).map((entry) => (
                <ShortcutRow key={`${entry.keys.join('+')}-${entry.description}`} entry={entry} />
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}

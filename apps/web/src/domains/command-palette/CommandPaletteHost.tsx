import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { withNamespaces } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/ui/use-opened-once';
import { LazyCreateProjectDialog } from '../projects/LazyCreateProjectDialog';
import { useKeyBinding } from '../shortcuts/use-key-binding';
import { useCommandPalette } from './use-command-palette';

/* The palette (cmdk) and the shortcuts list arrive when first opened, not with the first page. */
const CommandPalette = lazy(async () => {
  const module = await withNamespaces(
    () => import('./CommandPalette'),
    ['command-palette', 'shortcuts'],
  );
  return { default: module.CommandPalette };
});
const ShortcutsDialog = lazy(async () => {
  const { ShortcutsDialog: Dialog } = await withNamespaces(
    () => import('../shortcuts/ShortcutsDialog'),
    ['shortcuts'],
  );
  return { default: Dialog };
});

/**
 * The workspace's keyboard layer: Cmd/Ctrl+K (even while typing) toggles the command palette, `/`
 * opens it to search, `?` lists the shortcuts. Also holds what the palette opens outside itself
 * (the shortcuts modal, the create-project dialog). Mounted once by the workspace layout.
 */
export const CommandPaletteHost = observer(function CommandPaletteHost({ slug }: { slug: string }) {
  const commandPalette = useCommandPalette();
  const shortcutsOpened = useOpenedOnce(commandPalette.isShortcutsOpen);

  useKeyBinding(
    { key: 'k', withMod: true },
    () => {
      commandPalette.toggle();
      return true;
    },
    { isAllowedWhileTyping: true, isAllowedOverModal: commandPalette.isOpen },
  );
  useKeyBinding({ key: '/' }, () => {
    commandPalette.open('search');
    return true;
  });
  useKeyBinding({ key: '?' }, () => {
    commandPalette.setShortcutsOpen(true);
    return true;
  });

  return (
    <>
      {commandPalette.isOpen && (
        <Suspense fallback={null}>
          <CommandPalette slug={slug} />
        </Suspense>
      )}
      {shortcutsOpened && (
        <Suspense fallback={null}>
          <ShortcutsDialog
            isOpen={commandPalette.isShortcutsOpen}
            onClose={() => {
              commandPalette.setShortcutsOpen(false);
            }}
          />
        </Suspense>
      )}
      <LazyCreateProjectDialog
        slug={slug}
        isOpen={commandPalette.isCreateProjectOpen}
        onClose={() => {
          commandPalette.setCreateProjectOpen(false);
        }}
      />
    </>
  );
});

import { observer } from 'mobx-react-lite';
import { CreateProjectDialog } from '../projects/CreateProjectDialog';
import { ShortcutsDialog } from '../shortcuts/ShortcutsDialog';
import { useKeyBinding } from '../shortcuts/use-key-binding';
import { CommandPalette } from './CommandPalette';
import { useCommandPalette } from './use-command-palette';

/**
 * The workspace's keyboard layer: Cmd/Ctrl+K (even while typing) toggles the command palette, `/`
 * opens it to search, `?` lists the shortcuts. Also holds what the palette opens outside itself
 * (the shortcuts modal, the create-project dialog). Mounted once by the workspace layout.
 */
export const CommandPaletteHost = observer(function CommandPaletteHost({ slug }: { slug: string }) {
  const commandPalette = useCommandPalette();

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
      {commandPalette.isOpen && <CommandPalette slug={slug} />}
      <ShortcutsDialog
        isOpen={commandPalette.isShortcutsOpen}
        onClose={() => {
          commandPalette.setShortcutsOpen(false);
        }}
      />
      <CreateProjectDialog
        slug={slug}
        isOpen={commandPalette.isCreateProjectOpen}
        onClose={() => {
          commandPalette.setCreateProjectOpen(false);
        }}
      />
    </>
  );
});

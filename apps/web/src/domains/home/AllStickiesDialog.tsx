import { useTranslation } from 'react-i18next';
import { Dialog } from '#web/ui/Dialog';
import { StickyBoard } from './StickyBoard';
import { useStickyBoard } from './use-sticky-board';

/**
 * "All stickies" (spec §2): every sticky of the person, newest first, searched by their text on
 * the server, a page at a time, each written in place, painted, moved or deleted.
 */
export function AllStickiesDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useTranslation('home');
  const board = useStickyBoard(slug);
  return (
    <Dialog isOpen isWide onClose={onClose} title={t('stickies.allTitle')}>
      <StickyBoard board={board} />
    </Dialog>
  );
}

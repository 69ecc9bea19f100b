import { useTranslation } from 'react-i18next';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { Icon } from '#web/ui/Icon';
import { PageHeader } from '#web/ui/PageHeader';
import { StickyBoard } from './StickyBoard';
import { useStickyBoard } from './use-sticky-board';

/** '/:workspaceSlug/stickies': the person's stickies, written, painted and arranged in place. */
export function StickiesScreen() {
  const { t } = useTranslation('home');
  const slug = useWorkspaceSlug();
  const board = useStickyBoard(slug);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PageHeader
        title={
          <>
            <Icon name="sticky-note" size={14} className="text-tertiary" />
            <h1 className="font-medium text-primary">{t('stickies.title')}</h1>
          </>
        }
      />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 md:px-6">
          <p className="text-sm text-secondary">{t('stickies.pageHint')}</p>
          <StickyBoard board={board} isTall />
        </div>
      </div>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '#web/ui/use-opened-once';

const CreateProjectDialog = lazy(async () => {
  const { CreateProjectDialog: Dialog } = await import('./CreateProjectDialog');
  return { default: Dialog };
});

/**
 * The create-project modal for the workspace shell (sidebar, palette): its form and logo picker
 * are fetched when it is first opened, not with the first page.
 */
export function LazyCreateProjectDialog(props: {
  slug: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const opened = useOpenedOnce(props.isOpen);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CreateProjectDialog {...props} />
    </Suspense>
  );
}

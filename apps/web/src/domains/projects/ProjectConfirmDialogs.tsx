import { PROJECT_NETWORK, type Project } from '@keel/core';
import { useState } from 'react';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { Dialog } from '#web/ui/Dialog';
import { TextField } from '#web/ui/TextField';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useProjects } from './use-projects';

/** Deleting asks for the project's name to be typed, as Plane does: it cannot be undone. */
export function DeleteProjectDialog({
  slug,
  project,
  onClose,
  onDeleted,
}: {
  slug: string;
  project: Project | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation(['projects', 'common']);
  const projects = useProjects();
  const [typed, setTyped] = useState('');
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!project) return;
    setIsDeleting(true);
    setError(null);
    try {
      await projects.delete(slug, project.id);
      onDeleted(project.name);
      close();
    } catch (cause) {
      setError(errorMessage(cause, t('errors.delete')));
    } finally {
      setIsDeleting(false);
    }
  };
  const isConfirmed = project !== null && typed.trim() === project.name.trim();
  return (
    <Dialog
      isOpen={project !== null}
      onClose={close}
      title={t('delete.confirmTitle')}
      description={
        project && (
          <Trans
            t={t}
            i18nKey="delete.confirmDescription"
            values={{ name: project.name }}
            components={{ name: <span className="font-medium text-primary" /> }}
          />
        )
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isConfirmed) void confirm();
        }}
        className="flex flex-col gap-4"
      >
        {error !== null && <Alert>{error}</Alert>}
        <TextField
          label={t('delete.typeToConfirm', { name: project?.name ?? '' })}
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!isConfirmed} isLoading={isDeleting}>
            {t('delete.title')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Leaving a secret project is final until an admin adds you back; a public one can be joined again. */
export function LeaveProjectDialog({
  slug,
  project,
  onClose,
  onLeft,
}: {
  slug: string;
  project: Project | null;
  onClose: () => void;
  onLeft: (name: string) => void;
}) {
  const { t } = useTranslation('projects');
  const projects = useProjects();
  const [isLeaving, setIsLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!project) return;
    setIsLeaving(true);
    setError(null);
    try {
      await projects.leave(slug, project.id);
      onLeft(project.name);
      close();
    } catch (cause) {
      setError(errorMessage(cause, t('errors.leave')));
    } finally {
      setIsLeaving(false);
    }
  };
  return (
    <ConfirmDialog
      isOpen={project !== null}
      onClose={close}
      title={t('leave.confirmTitle')}
      description={
        project &&
        (project.network === PROJECT_NETWORK.secret
          ? t('leave.secretDescription', { name: project.name })
          : t('leave.publicDescription', { name: project.name }))
      }
      confirmLabel={t('leave.title')}
      isBusy={isLeaving}
      onConfirm={() => void confirm()}
      error={error}
    />
  );
}

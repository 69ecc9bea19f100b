import type { Project } from '@keel/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { SelectField } from '#web/ui/SelectField';

/**
 * Picks the project a page moves to (with the pages under it), among those where the viewer adds
 * pages. A refusal shows in the dialog, which stays open.
 */
export function MovePageDialog({
  pageTitle,
  projects,
  onClose,
  onMove,
}: {
  pageTitle: string;
  /** The projects that may take the page; at least one. */
  projects: readonly Project[];
  onClose: () => void;
  onMove: (project: Project) => Promise<void>;
}) {
  const { t } = useTranslation(['pages', 'common']);
  const [projectId, setProjectId] = useState(projects[0]?.id ?? '');
  const [isMoving, setIsMoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const target = projects.find((project) => project.id === projectId);

  const submit = async () => {
    if (!target) return;
    setIsMoving(true);
    setError(null);
    try {
      await onMove(target);
      onClose();
    } catch (cause) {
      setError(errorMessage(cause, t('errors.move')));
    } finally {
      setIsMoving(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('move.title', { name: pageTitle })}
      description={t('move.description')}
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error !== null && <Alert>{error}</Alert>}
        <SelectField<string>
          label={t('move.project')}
          value={projectId}
          options={projects.map((project) => ({ value: project.id, label: project.name }))}
          onChange={setProjectId}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={isMoving} disabled={!target}>
            {t('move.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

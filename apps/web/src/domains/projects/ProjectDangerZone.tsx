import type { Project } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { Icon } from '#web/ui/Icon';
import { DeleteProjectDialog, LeaveProjectDialog } from './ProjectConfirmDialogs';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useProjectMembers } from '../members/use-project-members';
import { useProjects } from './use-projects';

type Action = 'archive' | 'delete' | 'leave';

function DangerRow({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 px-4 py-3.5">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-primary">{title}</p>
        <p className="text-sm text-tertiary">{description}</p>
      </div>
      {action}
    </li>
  );
}

/**
 * Archiving and deleting the project (its admins), and leaving it (anyone in it). Each asks for
 * confirmation first; deleting asks for the project's name to be typed.
 */
export const ProjectDangerZone = observer(function ProjectDangerZone({
  slug,
  project,
  isAdmin,
}: {
  slug: string;
  project: Project;
  isAdmin: boolean;
}) {
  const { t } = useTranslation(['projects', 'common']);
  const projects = useProjects();
  const projectMembers = useProjectMembers();
  const navigate = useNavigate();
  const [action, setAction] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  const isArchived = project.archived_at !== null;

  const open = (next: Action) => {
    setAction(next);
    setError(null);
  };
  const close = () => {
    if (!isWorking) setAction(null);
  };

  const run = async (work: () => Promise<void>, fallback: string) => {
    setIsWorking(true);
    setError(null);
    try {
      await work();
    } catch (cause) {
      setError(errorMessage(cause, fallback));
    } finally {
      setIsWorking(false);
    }
  };

  const archive = () =>
    run(async () => {
      await projects.setArchived(slug, project.id, true);
      setAction(null);
    }, t('errors.archive'));

  /** After leaving or deleting, this project's settings are no longer the caller's to see. */
  const leaveScreen = () => {
    projectMembers.forget(project.id);
    void navigate(`/${slug}/projects`);
  };

  return (
    <section aria-labelledby="project-danger-zone" data-testid="project-danger-zone">
      <h2 id="project-danger-zone" className="mb-2 text-md font-semibold text-primary">
        {isAdmin ? t('danger.title') : t('danger.membership')}
      </h2>
      <ul className="divide-y divide-(--border-color-subtle) rounded-lg border border-subtle bg-surface shadow-xs">
        {isAdmin && !isArchived && (
          <DangerRow
            title={t('danger.archive')}
            description={t('danger.archiveDescription')}
            action={
              <Button
                leadingIcon={<Icon name="archive" size={14} />}
                onClick={() => {
                  open('archive');
                }}
              >
                {t('common:archive')}
              </Button>
            }
          />
        )}
        <DangerRow
          title={t('leave.title')}
          description={t('danger.leaveDescription')}
          action={
            <Button
              leadingIcon={<Icon name="log-out" size={14} />}
              onClick={() => {
                open('leave');
              }}
            >
              {t('danger.leave')}
            </Button>
          }
        />
        {isAdmin && (
          <DangerRow
            title={t('delete.title')}
            description={t('danger.deleteDescription')}
            action={
              <Button
                variant="danger"
                leadingIcon={<Icon name="trash" size={14} />}
                onClick={() => {
                  open('delete');
                }}
              >
                {t('common:delete')}
              </Button>
            }
          />
        )}
      </ul>

      <ConfirmDialog
        isOpen={action === 'archive'}
        onClose={close}
        title={t('danger.archiveConfirmTitle')}
        description={
          <Trans
            t={t}
            i18nKey="danger.archiveConfirmDescription"
            values={{ name: project.name }}
            components={{ name: <span className="font-medium text-primary" /> }}
          />
        }
        confirmLabel={t('common:archive')}
        confirmVariant="primary"
        isBusy={isWorking}
        onConfirm={() => void archive()}
        error={error}
      />

      <LeaveProjectDialog
        slug={slug}
        project={action === 'leave' ? project : null}
        onClose={() => {
          setAction(null);
        }}
        onLeft={leaveScreen}
      />

      <DeleteProjectDialog
        slug={slug}
        project={action === 'delete' ? project : null}
        onClose={() => {
          setAction(null);
        }}
        onDeleted={leaveScreen}
      />
    </section>
  );
});

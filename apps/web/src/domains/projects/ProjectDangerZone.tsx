import { type Project } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRootStore } from '../../app/store-context';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import { DeleteProjectDialog, LeaveProjectDialog } from './ProjectConfirmDialogs';
import { errorMessage } from '../../lib/api-error';

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
  const { projects, projectMembers } = useRootStore();
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
    }, 'Could not archive the project.');

  /** After leaving or deleting, this project's settings are no longer the caller's to see. */
  const leaveScreen = () => {
    projectMembers.forget(project.id);
    void navigate(`/${slug}/projects`);
  };

  return (
    <section aria-labelledby="project-danger-zone" data-testid="project-danger-zone">
      <h2 id="project-danger-zone" className="mb-2 text-md font-semibold text-primary">
        {isAdmin ? 'Danger zone' : 'Membership'}
      </h2>
      <ul className="divide-y divide-(--border-color-subtle) rounded-lg border border-subtle bg-surface shadow-xs">
        {isAdmin && !isArchived && (
          <DangerRow
            title="Archive project"
            description="Hides it from the sidebar and stops all changes. You can restore it later."
            action={
              <Button
                leadingIcon={<Icon name="archive" size={14} />}
                onClick={() => {
                  open('archive');
                }}
              >
                Archive
              </Button>
            }
          />
        )}
        <DangerRow
          title="Leave project"
          description="You lose access to it unless someone adds you back or, for a public project, you join again."
          action={
            <Button
              leadingIcon={<Icon name="log-out" size={14} />}
              onClick={() => {
                open('leave');
              }}
            >
              Leave
            </Button>
          }
        />
        {isAdmin && (
          <DangerRow
            title="Delete project"
            description="Deletes the project with its work items, cycles, modules and pages. This cannot be undone."
            action={
              <Button
                variant="danger"
                leadingIcon={<Icon name="trash" size={14} />}
                onClick={() => {
                  open('delete');
                }}
              >
                Delete
              </Button>
            }
          />
        )}
      </ul>

      <ConfirmDialog
        isOpen={action === 'archive'}
        onClose={close}
        title="Archive project?"
        description={
          <>
            <span className="font-medium text-primary">{project.name}</span> and its work items
            become read-only until an admin restores it.
          </>
        }
        confirmLabel="Archive"
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

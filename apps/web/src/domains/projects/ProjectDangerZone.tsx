import { type Project } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, type SubmitEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRootStore } from '../../app/store-context';
import { ApiError } from '../../lib/api-client';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { TextField } from '../../ui/TextField';

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
  const [typedName, setTypedName] = useState('');
  const isArchived = project.archived_at !== null;

  const open = (next: Action) => {
    setAction(next);
    setError(null);
    setTypedName('');
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
      setError(cause instanceof ApiError ? cause.message : fallback);
    } finally {
      setIsWorking(false);
    }
  };

  const archive = () =>
    run(async () => {
      await projects.setArchived(slug, project.id, true);
      setAction(null);
    }, 'Could not archive the project.');

  const remove = (event: SubmitEvent) => {
    event.preventDefault();
    if (typedName !== project.name) return;
    void run(async () => {
      await projects.delete(slug, project.id);
      projectMembers.forget(project.id);
      void navigate(`/${slug}/projects`);
    }, 'Could not delete the project.');
  };

  const leave = () =>
    run(async () => {
      await projects.leave(slug, project.id);
      projectMembers.forget(project.id);
      void navigate(`/${slug}/projects`);
    }, 'Could not leave the project.');

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

      <Dialog
        isOpen={action === 'archive'}
        onClose={close}
        title="Archive project?"
        description={
          <>
            <span className="font-medium text-primary">{project.name}</span> and its work items
            become read-only until an admin restores it.
          </>
        }
      >
        {error !== null && <Alert className="mb-4">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button variant="primary" isLoading={isWorking} onClick={() => void archive()}>
            Archive
          </Button>
        </div>
      </Dialog>

      <Dialog
        isOpen={action === 'leave'}
        onClose={close}
        title="Leave project?"
        description={
          <>
            You will no longer be a member of{' '}
            <span className="font-medium text-primary">{project.name}</span>.
          </>
        }
      >
        {error !== null && <Alert className="mb-4">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isWorking} onClick={() => void leave()}>
            Leave project
          </Button>
        </div>
      </Dialog>

      <Dialog
        isOpen={action === 'delete'}
        onClose={close}
        title="Delete project?"
        description="Its work items, cycles, modules, views and pages are deleted with it. This cannot be undone."
      >
        <form noValidate onSubmit={remove} className="flex flex-col gap-4">
          {error !== null && <Alert>{error}</Alert>}
          <TextField
            label={`Type “${project.name}” to confirm`}
            value={typedName}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setTypedName(event.target.value);
            }}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={typedName !== project.name}
              isLoading={isWorking}
            >
              Delete project
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
});

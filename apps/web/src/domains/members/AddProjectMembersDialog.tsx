import type { Role, WorkspaceMember } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useMemo, useState } from 'react';
import { ApiError } from '#web/lib/api-client';
import { Alert } from '#web/ui/Alert';
import { Avatar } from '#web/ui/Avatar';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { SearchField } from '#web/ui/SearchField';
import { Select } from '#web/ui/SelectField';
import { memberDisplayName } from './member-list';
import {
  addableWorkspaceMembers,
  defaultProjectRole,
  projectRoleOptions,
} from './project-member-list';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useMembers } from './use-members';
import { useProjectMembers } from './use-project-members';

/** "members.3.role" → 3: which entry of the request a server error is about. */
function entryIndexOf(field: string | undefined): number | undefined {
  const match = field === undefined ? null : /^members\.(\d+)\./.exec(field);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/**
 * Picks workspace members who are not in the project yet, each with a role no higher than their
 * workspace role, and adds them all in one request.
 */
export const AddProjectMembersDialog = observer(function AddProjectMembersDialog({
  slug,
  projectId,
  isOpen,
  onClose,
  onAdded,
}: {
  slug: string;
  projectId: string;
  isOpen: boolean;
  onClose: () => void;
  onAdded: (count: number) => void;
}) {
  const { t } = useTranslation(['members', 'common']);
  const members = useMembers();
  const projectMembers = useProjectMembers();
  const [query, setQuery] = useState('');
  /** Chosen people by user id, with the role each will get. */
  const [chosen, setChosen] = useState<ReadonlyMap<string, Role>>(new Map());
  /** Roles picked for people not chosen (yet), so that unticking keeps the pick. */
  const [roles, setRoles] = useState<ReadonlyMap<string, Role>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [rowError, setRowError] = useState<{ userId: string; message: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const workspaceList = members.members(slug);
  const projectList = projectMembers.members(projectId);
  const candidates = useMemo(
    () =>
      workspaceList && projectList
        ? addableWorkspaceMembers(workspaceList, projectList, query)
        : [],
    [workspaceList, projectList, query],
  );
  const isLoading = workspaceList === undefined || projectList === undefined;
  const loadError = members.errorBySlug.get(slug);

  const roleOf = (membership: WorkspaceMember): Role =>
    chosen.get(membership.member.id) ??
    roles.get(membership.member.id) ??
    defaultProjectRole(membership.role);

  const toggle = (membership: WorkspaceMember, isChosen: boolean) => {
    const next = new Map(chosen);
    if (isChosen) next.set(membership.member.id, roleOf(membership));
    else next.delete(membership.member.id);
    setChosen(next);
    setRowError(null);
  };

  const pickRole = (membership: WorkspaceMember, role: Role) => {
    setRoles(new Map(roles).set(membership.member.id, role));
    // Picking a role for someone means adding them.
    setChosen(new Map(chosen).set(membership.member.id, role));
    setRowError(null);
  };

  const close = () => {
    if (isSaving) return;
    setQuery('');
    setChosen(new Map());
    setRoles(new Map());
    setError(null);
    setRowError(null);
    onClose();
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return;
    const entries = [...chosen].map(([member_id, role]) => ({ member_id, role }));
    setIsSaving(true);
    setError(null);
    setRowError(null);
    try {
      await projectMembers.add(slug, projectId, entries);
      setIsSaving(false);
      setQuery('');
      setChosen(new Map());
      setRoles(new Map());
      onAdded(entries.length);
    } catch (cause) {
      const index = cause instanceof ApiError ? entryIndexOf(cause.field) : undefined;
      const entry = index === undefined ? undefined : entries[index];
      const message = errorMessage(cause, t('errors.add'));
      if (entry) setRowError({ userId: entry.member_id, message: message.replace(/^[^:]+: /, '') });
      else setError(message);
      setIsSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('add.title')}
      description={t('add.description')}
      isWide
    >
      <form
        noValidate
        aria-label={t('add.title')}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-3"
      >
        {error !== null && <Alert>{error}</Alert>}
        <SearchField
          label={t('add.search')}
          placeholder={t('add.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        <div className="max-h-80 overflow-y-auto rounded-md border border-subtle">
          {loadError !== undefined && workspaceList === undefined ? (
            <LoadFailed
              titleAs="h3"
              title={t('add.loadFailed')}
              description={loadError}
              onRetry={() => void members.fetch(slug)}
            />
          ) : isLoading ? (
            <ListSkeleton
              label={t('add.loading')}
              cells={['size-4', 'size-7 rounded-full', 'h-4 flex-1']}
              className="gap-3 p-3"
            />
          ) : candidates.length === 0 ? (
            <EmptyState
              titleAs="h3"
              icon={<Icon name="users" size={18} />}
              title={query.trim() === '' ? t('add.everyoneHere') : t('add.nobodyMatches')}
              description={
                query.trim() === ''
                  ? t('add.everyoneHereDescription')
                  : t('add.noMatch', { query: query.trim() })
              }
            />
          ) : (
            <ul className="divide-y divide-(--border-color-subtle)">
              {candidates.map((membership) => {
                const name = memberDisplayName(membership.member);
                const isChosen = chosen.has(membership.member.id);
                const checkboxId = `add-member-${membership.member.id}`;
                const problem =
                  rowError?.userId === membership.member.id ? rowError.message : undefined;
                return (
                  <li key={membership.id} data-testid="add-member-row" className="px-3 py-2">
                    <div className="flex items-center gap-3">
                      <input
                        id={checkboxId}
                        type="checkbox"
                        checked={isChosen}
                        onChange={(event) => {
                          toggle(membership, event.target.checked);
                        }}
                        className="size-4 shrink-0 accent-(--color-accent)"
                      />
                      <label
                        htmlFor={checkboxId}
                        className="flex min-w-0 flex-1 cursor-pointer items-center gap-2.5"
                      >
                        <Avatar name={name} src={membership.member.avatar} />
                        <span className="min-w-0">
                          <span className="block truncate font-medium text-primary">{name}</span>
                          <span className="block truncate text-sm text-tertiary">
                            {membership.member.email}
                          </span>
                        </span>
                      </label>
                      <Select
                        aria-label={t('row.roleOf', { name })}
                        value={roleOf(membership)}
                        options={projectRoleOptions(membership.role)}
                        className="w-28"
                        onChange={(role) => {
                          pickRole(membership, role);
                        }}
                      />
                    </div>
                    {problem !== undefined && (
                      <p role="alert" className="mt-1 pl-7 text-sm text-danger">
                        {problem}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm text-tertiary" aria-live="polite">
            {chosen.size === 0 ? t('add.noneChosen') : t('add.chosen', { count: chosen.size })}
          </span>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              disabled={chosen.size === 0}
              isLoading={isSaving}
            >
              {chosen.size > 1 ? t('add.submitMany', { count: chosen.size }) : t('add.submitOne')}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
});

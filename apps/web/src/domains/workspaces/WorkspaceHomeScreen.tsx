import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { Avatar } from '#web/ui/Avatar';
import { Card } from '#web/ui/Card';
import { Icon } from '#web/ui/Icon';
import { HomeWidgets } from '#web/domains/home/HomeWidgets';
import { PageHeader } from '#web/ui/PageHeader';
import { Skeleton } from '#web/ui/Skeleton';
import { roleLabel } from '../members/role-options';
import { greetingForHour } from './greeting';
import { useWorkspaceSlug } from './use-workspace-slug';
import { useTranslation } from 'react-i18next';
import { organizationSizeLabel } from './organization-sizes';
import { useMembers } from '../members/use-members';
import { useUser } from '../users/use-user';
import { useWorkspaces } from './use-workspaces';

/** The text, or undefined when it is missing or blank. */
function nonEmpty(text: string | null | undefined): string | undefined {
  return text === null || text === undefined || text.trim() === '' ? undefined : text;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 px-5 py-4">
      <dt className="text-sm text-tertiary">{label}</dt>
      <dd className="text-lg font-semibold text-primary">{children}</dd>
    </div>
  );
}

/**
 * '/:workspaceSlug': a greeting, the workspace at a glance, and the person's home widgets (quick
 * links, recents, stickies, their work).
 */
export const WorkspaceHomeScreen = observer(function WorkspaceHomeScreen() {
  const { t } = useTranslation('workspaces');
  const workspaces = useWorkspaces();
  const members = useMembers();
  const user = useUser();
  const slug = useWorkspaceSlug();
  const workspace = workspaces.get(slug);
  const role = workspaces.roleBySlug.get(slug);

  useEffect(() => {
    void members.fetch(slug);
  }, [members, slug]);

  if (!workspace) return null;
  const count = members.activeCount(slug);
  const firstName = nonEmpty(user.user?.first_name) ?? user.displayName;

  return (
    <>
      <PageHeader
        title={
          <>
            <Icon name="home" size={14} className="text-tertiary" />
            <span className="font-medium text-primary">{t('layout.home')}</span>
          </>
        }
      />
      <div
        data-testid="workspace-home"
        className="mx-auto w-full max-w-3xl px-4 py-6 md:px-6 md:py-10"
      >
        <p className="text-base text-secondary">{workspace.name}</p>
        <h1 className="mt-1 text-2xl font-semibold text-primary">
          {t('home.greeting', {
            greeting: greetingForHour(new Date().getHours()),
            name: firstName,
          })}
        </h1>

        <Card className="mt-8">
          <div className="flex items-center gap-3 border-b border-subtle px-5 py-4">
            <Avatar name={workspace.name} src={workspace.logo_url} size="lg" isSquare />
            <div className="min-w-0">
              <h2 className="truncate text-lg font-semibold text-primary">{workspace.name}</h2>
              <p className="truncate font-mono text-sm text-tertiary">
                {window.location.host}/{workspace.slug}
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-3 divide-x divide-(--border-color-subtle)">
            <Fact label={t('home.members')}>
              {count === undefined ? (
                <Skeleton className="mt-1 h-5 w-8" />
              ) : (
                <span data-testid="members-count">{count}</span>
              )}
            </Fact>
            <Fact label={t('home.role')}>{role === undefined ? '—' : roleLabel(role)}</Fact>
            <Fact label={t('form.size')}>
              {workspace.organization_size
                ? organizationSizeLabel(workspace.organization_size)
                : '—'}
            </Fact>
          </dl>
        </Card>

        <div className="mt-10">
          <HomeWidgets slug={slug} />
        </div>
      </div>
    </>
  );
});

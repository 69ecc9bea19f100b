import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card } from '#web/ui/Card';
import { CenteredPage } from '#web/ui/CenteredPage';
import { Icon } from '#web/ui/Icon';
import { CreateWorkspaceForm } from './CreateWorkspaceForm';
import { useTranslation } from 'react-i18next';
import { useUser } from '../users/use-user';
import { useWorkspaces } from './use-workspaces';

/** '/create-workspace': a new workspace, then straight into it. */
export const CreateWorkspaceScreen = observer(function CreateWorkspaceScreen() {
  const { t } = useTranslation('workspaces');
  const user = useUser();
  const workspaces = useWorkspaces();
  const navigate = useNavigate();
  useEffect(() => {
    void workspaces.ensureLoaded();
  }, [workspaces]);
  const back = workspaces.list[0];

  return (
    <CenteredPage>
      <div className="w-full max-w-lg">
        {back !== undefined && (
          <Link
            to={`/${back.slug}`}
            className="mb-3 inline-flex items-center gap-1.5 rounded-md text-base text-secondary hover:text-primary"
          >
            <Icon name="arrow-left" size={14} /> {t('create.back', { name: back.name })}
          </Link>
        )}
        <Card data-testid="create-workspace" className="px-6 pb-6 pt-7 sm:px-8">
          <h1 className="text-xl font-semibold text-primary">{t('create.title')}</h1>
          <p className="mt-1.5 text-base text-secondary">{t('create.description')}</p>
          <div className="mt-6">
            <CreateWorkspaceForm
              onCreated={async (workspace) => {
                await user
                  .updateProfile({ last_workspace_id: workspace.id })
                  .catch(() => undefined);
                await navigate(`/${workspace.slug}`);
              }}
            />
          </div>
        </Card>
      </div>
    </CenteredPage>
  );
});

import { Trans, useTranslation } from 'react-i18next';
import type { Workspace } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '#web/ui/Alert';
import { Avatar } from '#web/ui/Avatar';
import { Button } from '#web/ui/Button';
import { Card } from '#web/ui/Card';
import { CenteredPage } from '#web/ui/CenteredPage';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { PageSpinner } from '#web/ui/PageSpinner';
import { InviteForm } from '../invitations/InviteForm';
import {
  DisplayNameField,
  NameFields,
  type PersonNameErrors,
  personNameErrors,
  personNamesPatch,
} from '../users/NameFields';
import { CreateWorkspaceForm } from '../workspaces/CreateWorkspaceForm';
import {
  ONBOARDING_SCREEN_STEPS,
  type OnboardingScreenStep,
  currentOnboardingStep,
} from './onboarding-steps';
import { errorMessage } from '#web/lib/api-error';
import { useInvitations } from '../invitations/use-invitations';
import { useUser } from '../users/use-user';
import { useWorkspaces } from '../workspaces/use-workspaces';

function StepIndicator({ step }: { step: OnboardingScreenStep }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const index = ONBOARDING_SCREEN_STEPS.findIndex((entry) => entry.id === step);
  return (
    <ol aria-label={t('steps.label')} className="mb-6 flex items-center gap-2">
      {ONBOARDING_SCREEN_STEPS.map((entry, at) => (
        <li
          key={entry.id}
          aria-current={at === index ? 'step' : undefined}
          className="flex flex-1 flex-col gap-1.5"
        >
          <span
            aria-hidden="true"
            className={cx('h-1 rounded-full', at <= index ? 'bg-accent' : 'bg-surface-hover')}
          />
          <span
            className={cx(
              'text-xs font-medium',
              at === index ? 'text-primary' : at < index ? 'text-secondary' : 'text-tertiary',
            )}
          >
            {at < index && <span className="sr-only">{t('steps.done')} </span>}
            {t(`steps.${entry.id}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

const ProfileStep = observer(function ProfileStep({ onDone }: { onDone: () => void }) {
  const user = useUser();
  const { t } = useTranslation(['onboarding', 'common']);
  const current = user.user;
  const [firstName, setFirstName] = useState(current?.first_name ?? '');
  const [lastName, setLastName] = useState(current?.last_name ?? '');
  const [displayName, setDisplayName] = useState(
    current?.display_name ?? current?.email.split('@')[0] ?? '',
  );
  const [errors, setErrors] = useState<PersonNameErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const names = { firstName, lastName, displayName };
    const found = personNameErrors(names);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSubmitting(true);
    setFormError(null);
    try {
      await user.updateUser(personNamesPatch(names));
      await user.completeOnboardingSteps({ profile_complete: true });
      onDone();
    } catch (error) {
      setFormError(errorMessage(error, t('profile.saveFailed')));
      setIsSubmitting(false);
    }
  };

  return (
    <>
      <h1 className="text-xl font-semibold text-primary">{t('profile.title')}</h1>
      <p className="mt-1.5 text-base text-secondary">{t('profile.description')}</p>
      <form
        noValidate
        data-testid="onboarding-profile"
        onSubmit={(event) => void onSubmit(event)}
        className="mt-6 flex flex-col gap-4"
      >
        {formError !== null && <Alert>{formError}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields
            autoFocus
            firstName={firstName}
            lastName={lastName}
            firstNameError={errors.first}
            onFirstNameChange={setFirstName}
            onLastNameChange={setLastName}
          />
        </div>
        <DisplayNameField
          value={displayName}
          error={errors.display}
          hint={t('profile.displayNameHint')}
          onChange={setDisplayName}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          isLoading={isSubmitting}
          trailingIcon={<Icon name="arrow-right" size={15} />}
          className="mt-1"
        >
          {t('common:continue')}
        </Button>
      </form>
    </>
  );
});

const WorkspaceStep = observer(function WorkspaceStep({
  onDone,
}: {
  onDone: (workspace: Workspace) => void;
}) {
  const user = useUser();
  const workspaces = useWorkspaces();
  const invitations = useInvitations();
  const { t } = useTranslation(['onboarding', 'common']);
  const [joiningId, setJoiningId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isContinuing, setIsContinuing] = useState(false);

  useEffect(() => {
    void invitations.fetchMine();
  }, [invitations]);

  const existing = workspaces.list;

  const continueWith = async (workspace: Workspace) => {
    setIsContinuing(true);
    setError(null);
    try {
      await user.completeOnboardingSteps({ workspace_join: true });
      onDone(workspace);
    } catch (cause) {
      setError(errorMessage(cause, t('workspace.saveFailed')));
      setIsContinuing(false);
    }
  };

  const join = async (id: string, slug: string) => {
    setJoiningId(id);
    setError(null);
    try {
      await invitations.acceptMine([id]);
      await workspaces.fetchAll();
      const workspace = workspaces.get(slug);
      if (!workspace) throw new Error(t('workspace.joinedNotFound'));
      await user.completeOnboardingSteps({ workspace_join: true });
      onDone(workspace);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('workspace.joinFailed'));
      setJoiningId(null);
    }
  };

  return (
    <>
      <h1 className="text-xl font-semibold text-primary">
        {existing.length > 0 || invitations.mine.length > 0
          ? t('workspace.chooseTitle')
          : t('workspace.createTitle')}
      </h1>
      <p className="mt-1.5 text-base text-secondary">{t('workspace.description')}</p>
      {error !== null && <Alert className="mt-4">{error}</Alert>}
      {existing.length > 0 && (
        <section aria-labelledby="onboarding-existing" className="mt-6">
          <h2 id="onboarding-existing" className="mb-2 text-sm font-medium text-secondary">
            {t('workspace.memberOf')}
          </h2>
          <ul className="divide-y divide-(--border-color-subtle) rounded-lg border border-subtle">
            {existing.map((workspace) => (
              <li key={workspace.id} className="flex items-center gap-3 px-3 py-2.5">
                <Avatar name={workspace.name} src={workspace.logo_url} isSquare />
                <span className="min-w-0 flex-1 truncate font-medium text-primary">
                  {workspace.name}
                </span>
                <Button
                  size="sm"
                  variant="primary"
                  autoFocus={workspace.id === existing[0]?.id}
                  isLoading={isContinuing}
                  onClick={() => void continueWith(workspace)}
                >
                  {t('common:continue')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {invitations.mine.length > 0 && (
        <section aria-labelledby="onboarding-invites" className="mt-6">
          <h2 id="onboarding-invites" className="mb-2 text-sm font-medium text-secondary">
            {t('workspace.invitations')}
          </h2>
          <ul className="divide-y divide-(--border-color-subtle) rounded-lg border border-subtle">
            {invitations.mine.map((invitation) => {
              const name = invitation.workspace.name;
              return (
                <li key={invitation.id} className="flex items-center gap-3 px-3 py-2.5">
                  <Avatar name={name} src={invitation.workspace.logo_url} isSquare />
                  <span className="min-w-0 flex-1 truncate font-medium text-primary">{name}</span>
                  <Button
                    size="sm"
                    variant="primary"
                    isLoading={joiningId === invitation.id}
                    disabled={joiningId !== null}
                    onClick={() => void join(invitation.id, invitation.workspace.slug)}
                  >
                    {t('workspace.join')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section aria-labelledby="onboarding-create" className="mt-6">
        {(existing.length > 0 || invitations.mine.length > 0) && (
          <h2
            id="onboarding-create"
            className="mb-3 flex items-center gap-3 text-sm font-medium text-secondary before:h-px before:flex-1 before:bg-(--border-color-subtle) after:h-px after:flex-1 after:bg-(--border-color-subtle)"
          >
            {t('workspace.orCreate')}
          </h2>
        )}
        <CreateWorkspaceForm
          autoFocus={existing.length === 0 && invitations.mine.length === 0}
          submitLabel={t('workspace.create')}
          onCreated={async (workspace) => {
            await user.completeOnboardingSteps({ workspace_create: true });
            onDone(workspace);
          }}
        />
      </section>
    </>
  );
});

const InviteStep = observer(function InviteStep({ workspace }: { workspace: Workspace }) {
  const user = useUser();
  const { t } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  const [isFinishing, setIsFinishing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = async () => {
    setIsFinishing(true);
    setError(null);
    try {
      await user.finishOnboarding(workspace.id);
      await navigate(`/${workspace.slug}`, { replace: true });
    } catch (cause) {
      setError(errorMessage(cause, t('invite.finishFailed')));
      setIsFinishing(false);
    }
  };

  return (
    <>
      <h1 className="text-xl font-semibold text-primary">{t('invite.title')}</h1>
      <p className="mt-1.5 text-base text-secondary">
        <Trans
          t={t}
          i18nKey="invite.description"
          values={{ name: workspace.name }}
          components={{ name: <span className="font-medium text-primary" /> }}
        />
      </p>
      {error !== null && <Alert className="mt-4">{error}</Alert>}
      <div className="mt-6">
        <InviteForm
          slug={workspace.slug}
          submitLabel={t('invite.submit')}
          onInvited={async () => {
            await user.completeOnboardingSteps({ workspace_invite: true });
            await finish();
          }}
          secondaryAction={
            <Button variant="ghost" isLoading={isFinishing} onClick={() => void finish()}>
              {t('invite.skip')}
            </Button>
          }
        />
      </div>
    </>
  );
});

/**
 * Onboarding (spec §4): profile, then a workspace created or joined, then invitations; finishing
 * records every step, the last workspace, and is_onboarded, then opens the workspace.
 */
export const OnboardingScreen = observer(function OnboardingScreen() {
  const user = useUser();
  const workspaces = useWorkspaces();
  const [chosen, setChosen] = useState<Workspace | null>(null);
  const [step, setStep] = useState<OnboardingScreenStep | null>(null);

  useEffect(() => {
    void workspaces.ensureLoaded();
  }, [workspaces]);

  // Read once: finishing onboarding flips the flag, and must not bounce away from the new workspace.
  const [wasOnboarded] = useState(() => user.isOnboarded);

  if (wasOnboarded) return <Navigate to="/" replace />;
  if (!workspaces.isLoaded) {
    return workspaces.error !== null ? (
      <CenteredPage>
        <Alert>{workspaces.error}</Alert>
      </CenteredPage>
    ) : (
      <PageSpinner />
    );
  }

  const lastWorkspace =
    workspaces.list.find((entry) => entry.id === user.profile?.last_workspace_id) ??
    workspaces.list[0] ??
    null;
  const workspace = chosen ?? lastWorkspace;
  const resumed = currentOnboardingStep(user.profile?.onboarding_step, workspace !== null);
  const current = step ?? resumed;

  return (
    <CenteredPage>
      <Card
        data-testid={`onboarding-step-${current}`}
        className="w-full max-w-lg px-6 pb-6 pt-7 sm:px-8"
      >
        <StepIndicator step={current} />
        {current === 'profile' && (
          <ProfileStep
            onDone={() => {
              setStep(workspace !== null && resumed === 'invite' ? 'invite' : 'workspace');
            }}
          />
        )}
        {current === 'workspace' && (
          <WorkspaceStep
            onDone={(next) => {
              setChosen(next);
              setStep('invite');
            }}
          />
        )}
        {current === 'invite' && workspace !== null && <InviteStep workspace={workspace} />}
      </Card>
    </CenteredPage>
  );
});

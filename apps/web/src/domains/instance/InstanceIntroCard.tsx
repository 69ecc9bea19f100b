import { type Instance } from '@keel/core';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { Icon } from '../../ui/Icon';
import { LogoMark } from '../../ui/Logo';
import { formatVersion } from './format-version';

/**
 * The first thing a visitor sees: an invitation to set the instance up while it has no admin,
 * a welcome to it afterwards.
 */
export function InstanceIntroCard({ instance }: { instance: Instance }) {
  const isSetUp = instance.is_setup_done;
  return (
    <Card
      data-testid={isSetUp ? 'instance-welcome' : 'instance-setup'}
      className="w-full max-w-card overflow-hidden"
    >
      <div className="px-6 pb-6 pt-7 sm:px-8 sm:pt-8">
        <div className="mb-6 flex items-start justify-between gap-4">
          <LogoMark size={40} />
          {!isSetUp && (
            <span className="inline-flex items-center gap-1.5 rounded-full border border-subtle bg-surface-sunken px-2 py-0.5 text-xs font-medium text-secondary">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-warning" />
              Not set up
            </span>
          )}
        </div>
        <h1 className="text-xl font-semibold text-primary">
          {isSetUp ? `Welcome to ${instance.instance_name ?? 'Keel'}` : 'Set up your Keel instance'}
        </h1>
        <p className="mt-2 text-base text-secondary">
          {isSetUp
            ? 'Create an account or sign in to reach your team’s workspaces, projects and work items.'
            : 'This instance is not set up yet. The first account created here becomes its admin, who can then invite the rest of the team.'}
        </p>
        <ButtonLink
          to={isSetUp ? '/sign-up' : '/setup'}
          variant="primary"
          size="lg"
          className="mt-6 w-full"
          trailingIcon={<Icon name="arrow-right" size={15} />}
        >
          {isSetUp ? 'Continue' : 'Get started'}
        </ButtonLink>
      </div>
      <dl className="flex items-center justify-between gap-4 border-t border-subtle bg-surface-sunken px-6 py-3 text-sm sm:px-8">
        <dt className="text-tertiary">Version</dt>
        <dd className="font-mono text-secondary">{formatVersion(instance.current_version)}</dd>
      </dl>
    </Card>
  );
}

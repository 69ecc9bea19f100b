import { useTranslation } from 'react-i18next';
import type { Instance } from '@keel/core';
import { ButtonLink } from '#web/ui/ButtonLink';
import { Card } from '#web/ui/Card';
import { Icon } from '#web/ui/Icon';
import { LogoMark } from '#web/ui/Logo';
import { formatVersion } from './format-version';

/**
 * The first thing a visitor sees: an invitation to set the instance up while it has no admin,
 * a welcome to it afterwards.
 */
export function InstanceIntroCard({ instance }: { instance: Instance }) {
  const { t } = useTranslation(['instance', 'common']);
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
              {t('intro.notSetUp')}
            </span>
          )}
        </div>
        <h1 className="text-xl font-semibold text-primary">
          {isSetUp
            ? t('intro.welcome', { name: instance.instance_name ?? 'Keel' })
            : t('intro.setUpTitle')}
        </h1>
        <p className="mt-2 text-base text-secondary">
          {isSetUp ? t('intro.welcomeDescription') : t('intro.setUpDescription')}
        </p>
        <ButtonLink
          to={isSetUp ? '/sign-up' : '/setup'}
          variant="primary"
          size="lg"
          className="mt-6 w-full"
          trailingIcon={<Icon name="arrow-right" size={15} />}
        >
          {isSetUp ? t('common:continue') : t('intro.getStarted')}
        </ButtonLink>
      </div>
      <dl className="flex items-center justify-between gap-4 border-t border-subtle bg-surface-sunken px-6 py-3 text-sm sm:px-8">
        <dt className="text-tertiary">{t('intro.version')}</dt>
        <dd className="font-mono text-secondary">{formatVersion(instance.current_version)}</dd>
      </dl>
    </Card>
  );
}

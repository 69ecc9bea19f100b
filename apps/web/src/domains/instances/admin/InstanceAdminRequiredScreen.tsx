import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/ui/ButtonLink';
import { Card } from '#web/ui/Card';
import { CenteredPage } from '#web/ui/CenteredPage';
import { Icon } from '#web/ui/Icon';
import { useUser } from '#web/domains/users/use-user';

/** What someone signed in but not an instance admin sees at /god-mode/…: why, and a way home. */
export const InstanceAdminRequiredScreen = observer(function InstanceAdminRequiredScreen() {
  const user = useUser();
  const { t } = useTranslation('instance-admin');
  return (
    <CenteredPage>
      <Card data-testid="instance-admin-required" className="w-full max-w-card overflow-hidden">
        <div className="flex flex-col items-center px-6 pb-6 pt-8 text-center sm:px-8">
          <span className="mb-4 flex size-10 items-center justify-center rounded-full bg-accent-subtle text-accent">
            <Icon name="shield" size={20} />
          </span>
          <h1 className="text-lg font-semibold text-primary">{t('required.title')}</h1>
          <p className="mt-1.5 text-base text-secondary">{t('required.description')}</p>
          <ButtonLink
            to="/"
            variant="primary"
            className="mt-6"
            leadingIcon={<Icon name="arrow-left" size={14} />}
          >
            {t('required.back')}
          </ButtonLink>
        </div>
        {user.user !== null && (
          <p className="border-t border-subtle bg-surface-sunken px-6 py-3 text-center text-sm text-tertiary sm:px-8">
            <Trans
              t={t}
              i18nKey="required.signedInAs"
              values={{ email: user.user.email }}
              components={{ email: <span className="text-secondary" /> }}
            />
          </p>
        )}
      </Card>
    </CenteredPage>
  );
});

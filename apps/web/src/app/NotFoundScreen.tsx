import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../ui/ButtonLink';
import { CenteredPage } from '../ui/CenteredPage';
import { Icon } from '../ui/Icon';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  const { t } = useTranslation('app');
  return (
    <CenteredPage>
      <div
        data-testid="not-found"
        className="flex w-full max-w-card flex-col items-center text-center"
      >
        <p
          aria-hidden="true"
          className="select-none bg-linear-to-b from-accent to-accent/25 bg-clip-text text-display font-bold text-transparent"
        >
          404
        </p>
        <h1 className="mt-5 text-xl font-semibold text-primary">{t('notFound.title')}</h1>
        <p className="mt-2 text-base text-secondary">
          <Trans
            t={t}
            i18nKey="notFound.description"
            values={{ path: pathname }}
            components={{
              path: (
                <code className="rounded-sm border border-subtle bg-surface-sunken px-1 py-px font-mono text-sm break-all text-primary" />
              ),
            }}
          />
        </p>
        <ButtonLink
          to="/"
          variant="secondary"
          className="mt-6"
          leadingIcon={<Icon name="arrow-left" size={14} />}
        >
          {t('notFound.backHome')}
        </ButtonLink>
      </div>
    </CenteredPage>
  );
}

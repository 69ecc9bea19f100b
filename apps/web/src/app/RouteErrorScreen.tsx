import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../ui/Button';
import { buttonClassName } from '../ui/button-styles';
import { Card } from '../ui/Card';
import { CenteredPage } from '../ui/CenteredPage';
import { EmptyState } from '../ui/EmptyState';
import { Icon } from '../ui/Icon';
import { AppHeader } from './AppHeader';
import { NotFoundScreen } from './NotFoundScreen';

export interface RouteErrorScreenProps {
  /** Draw a frame of its own: the shell around the screen is what failed. */
  isStandalone?: boolean;
}

/**
 * What a screen that threw shows instead: a way out, never the error's text or stack, which mean
 * nothing to the person using Keel (developers find them in the console).
 */
export function RouteErrorScreen({ isStandalone = false }: RouteErrorScreenProps) {
  const error = useRouteError();
  const { t } = useTranslation('app');
  useEffect(() => {
    console.error(error);
  }, [error]);

  const content =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFoundScreen />
    ) : (
      <CenteredPage>
        <Card data-testid="route-error" className="w-full max-w-card">
          <EmptyState
            tone="danger"
            titleAs="h1"
            icon={<Icon name="alert-circle" size={20} />}
            title={t('routeError.title')}
            description={t('routeError.description')}
            action={
              <>
                <Button
                  variant="primary"
                  leadingIcon={<Icon name="refresh" size={14} />}
                  onClick={() => {
                    window.location.reload();
                  }}
                >
                  {t('routeError.reload')}
                </Button>
                {/* A full page load, not client routing: the router may be what broke. */}
                <a href="/" className={buttonClassName({ variant: 'ghost' })}>
                  {t('routeError.home')}
                </a>
              </>
            }
          />
        </Card>
      </CenteredPage>
    );

  if (!isStandalone) return content;
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader reloadDocument />
      <main className="flex flex-1 flex-col">{content}</main>
    </div>
  );
}

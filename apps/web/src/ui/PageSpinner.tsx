import { useTranslation } from 'react-i18next';
import { CenteredPage } from './CenteredPage';
import { Spinner } from './Spinner';

/** A whole screen waiting for what it needs before it can draw anything. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <CenteredPage>
      <div data-testid="page-loading" className="text-tertiary">
        <Spinner size={20} label={label ?? t('loading')} />
      </div>
    </CenteredPage>
  );
}

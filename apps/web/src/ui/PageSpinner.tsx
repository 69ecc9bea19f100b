import { CenteredPage } from './CenteredPage';
import { Spinner } from './Spinner';

/** A whole screen waiting for what it needs before it can draw anything. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <CenteredPage>
      <div data-testid="page-loading" className="text-tertiary">
        <Spinner size={20} label={label} />
      </div>
    </CenteredPage>
  );
}

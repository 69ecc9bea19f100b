import { useLocation } from 'react-router';
import { ButtonLink } from '../ui/ButtonLink';
import { CenteredPage } from '../ui/CenteredPage';
import { Icon } from '../ui/Icon';

export function NotFoundScreen() {
  const { pathname } = useLocation();
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
        <h1 className="mt-5 text-xl font-semibold text-primary">Page not found</h1>
        <p className="mt-2 text-base text-secondary">
          There is nothing at{' '}
          <code className="rounded-sm border border-subtle bg-surface-sunken px-1 py-px font-mono text-sm break-all text-primary">
            {pathname}
          </code>
          . It may have moved, or the link may be mistyped.
        </p>
        <ButtonLink
          to="/"
          variant="secondary"
          className="mt-6"
          leadingIcon={<Icon name="arrow-left" size={14} />}
        >
          Back to home
        </ButtonLink>
      </div>
    </CenteredPage>
  );
}

import type { ReactNode } from 'react';
import { Card } from '#web/ui/Card';
import { CenteredPage } from '#web/ui/CenteredPage';
import { LogoMark } from '#web/ui/Logo';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Quiet line under the card, such as "New here? Create an account". */
  footer?: ReactNode;
  testId?: string;
  /** Wider card for forms with several columns. */
  isWide?: boolean;
}

/** The frame of every signed-out screen: the mark, a heading, the form, a way elsewhere. */
export function AuthCard({ title, description, children, footer, testId, isWide }: AuthCardProps) {
  return (
    <CenteredPage>
      <div className={isWide === true ? 'w-full max-w-lg' : 'w-full max-w-card'}>
        <Card data-testid={testId} className="px-6 pb-6 pt-7 sm:px-8 sm:pt-8">
          <LogoMark size={32} className="mb-5" />
          <h1 className="text-xl font-semibold text-primary">{title}</h1>
          {description !== undefined && (
            <div className="mt-1.5 text-base text-secondary">{description}</div>
          )}
          <div className="mt-6">{children}</div>
        </Card>
        {footer !== undefined && (
          <div className="mt-4 text-center text-base text-secondary">{footer}</div>
        )}
      </div>
    </CenteredPage>
  );
}

/** An inline text link in the auth screens' look. */
export const authLinkClassName =
  'font-medium text-accent underline-offset-2 hover:underline focus-visible:rounded-sm';

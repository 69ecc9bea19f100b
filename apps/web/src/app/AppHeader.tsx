import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../ui/Logo';

export interface AppHeaderProps {
  /** Controls on the right-hand side. */
  children?: ReactNode;
  /** Makes the home link load the page afresh, for when the app itself has failed. */
  reloadDocument?: boolean;
}

export function AppHeader({ children, reloadDocument = false }: AppHeaderProps) {
  const { t } = useTranslation('app');
  return (
    <header className="sticky top-0 z-20 border-b border-subtle bg-surface/85 backdrop-blur-md">
      <div className="mx-auto flex h-12 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          reloadDocument={reloadDocument}
          aria-label={t('header.home')}
          className="-mx-1.5 flex items-center rounded-md px-1.5 py-1 transition-opacity hover:opacity-80"
        >
          <Logo />
        </Link>
        {children}
      </div>
    </header>
  );
}

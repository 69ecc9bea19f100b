import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { PageHeader } from '#web/ui/PageHeader';
import type { AdminSection } from './instance-settings';

/** One instance admin page: where you are in the header, then the section's title and content. */
export function AdminPage({ section, children }: { section: AdminSection; children: ReactNode }) {
  const { t } = useTranslation('instance-admin');
  const label = t(`sections.${section.path}.label`);
  return (
    <>
      <PageHeader
        title={
          <>
            <Icon name="shield" size={14} className="text-tertiary" />
            <span>{t('title')}</span>
            <span className="text-tertiary">/</span>
            <span className="font-medium text-primary">{label}</span>
          </>
        }
      />
      <div
        data-testid={`instance-admin-${section.path}`}
        className="mx-auto w-full max-w-3xl px-6 py-8"
      >
        <h1 className="text-lg font-semibold text-primary">{label}</h1>
        <p className="mb-6 mt-1 text-base text-secondary">
          {t(`sections.${section.path}.description`)}
        </p>
        {children}
      </div>
    </>
  );
}

/** A titled group of settings on an admin page, in a bordered panel. */
export function AdminPanel({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={className}>
      <h2 className="text-md font-semibold text-primary">{title}</h2>
      {description !== undefined && (
        <p className="mt-0.5 text-base text-secondary">{description}</p>
      )}
      <div className="mt-3 rounded-lg border border-subtle bg-surface shadow-xs">{children}</div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
/**
 * The first stop for keyboard users: hidden until focused, it jumps past the header or sidebar to
 * the page's main landmark, which must have id="main" and tabIndex={-1}.
 */
export function SkipLink() {
  const { t } = useTranslation('ui');
  return (
    <a
      href="#main"
      className="sr-only rounded-md border border-subtle bg-surface font-medium text-primary shadow-card focus:not-sr-only focus:fixed focus:left-3 focus:top-2 focus:z-30 focus:px-3 focus:py-1.5"
    >
      {t('skipLink')}
    </a>
  );
}

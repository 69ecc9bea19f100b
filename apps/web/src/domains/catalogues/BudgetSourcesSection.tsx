import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useState } from 'react';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { controlClassName } from '#web/ui/field-styles';
import { Icon } from '#web/ui/Icon';
import { Skeleton } from '#web/ui/Skeleton';
import { withBudgetOption } from './catalogue-entries';
import { useTranslation } from 'react-i18next';
import { i18n } from '#web/lib/i18n';
import { errorMessage } from '#web/lib/api-error';
import { useCatalogues } from './use-catalogues';

/**
 * The budget sources work items choose from (customers tab). The whole list is saved at once; the
 * server refuses empty and repeated options, and its message is shown here.
 */
export const BudgetSourcesSection = observer(function BudgetSourcesSection({
  slug,
  projectId,
  isEditable,
}: {
  slug: string;
  projectId: string;
  isEditable: boolean;
}) {
  const { t } = useTranslation(['catalogues', 'common']);
  const catalogues = useCatalogues();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    void catalogues.fetchBudgetOptions(slug, projectId);
  }, [catalogues, slug, projectId]);

  const options = catalogues.budgetOptions(projectId);
  const loadError = catalogues.budgetErrorByProject.get(projectId);

  const save = (next: string[], onSaved?: () => void) => {
    setError(null);
    setIsSaving(true);
    catalogues
      .setBudgetOptions(slug, projectId, next)
      .then(onSaved)
      .catch((cause: unknown) => {
        setError(errorMessage(cause, i18n.t('catalogues:budget.saveError')));
      })
      .finally(() => {
        setIsSaving(false);
      });
  };

  const add = (event: SubmitEvent) => {
    event.preventDefault();
    if (!options) return;
    const next = withBudgetOption(options, typed);
    if (next === null) return;
    save(next, () => {
      setTyped('');
    });
  };

  return (
    <section
      data-testid="budget-sources"
      aria-labelledby="budget-sources-title"
      className="flex flex-col gap-2"
    >
      <div>
        <h2 id="budget-sources-title" className="text-md font-semibold text-primary">
          {t('budget.title')}
        </h2>
        <p className="mt-0.5 text-base text-secondary">{t('budget.description')}</p>
      </div>
      <div className="rounded-lg border border-subtle bg-surface p-4 shadow-xs">
        {loadError !== undefined && options === undefined ? (
          <div className="flex items-center justify-between gap-3">
            <p className="text-base text-danger">{loadError}</p>
            <Button
              size="sm"
              leadingIcon={<Icon name="refresh" size={13} />}
              onClick={() => void catalogues.fetchBudgetOptions(slug, projectId)}
            >
              {t('common:retry')}
            </Button>
          </div>
        ) : options === undefined ? (
          <div aria-busy="true" className="flex gap-1.5">
            <span className="sr-only">{t('budget.loading')}</span>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-6 w-20" />
            ))}
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            {options.length === 0 ? (
              <p className="text-base text-tertiary">
                {t('budget.empty')}
                {isEditable && ` ${t('budget.emptyHint')}`}
              </p>
            ) : (
              <ul aria-label={t('budget.title')} className="flex flex-wrap gap-1.5">
                {options.map((option) => (
                  <li
                    key={option}
                    data-testid="budget-source"
                    className={cx(
                      'inline-flex items-center gap-1 rounded-md border border-subtle bg-surface-sunken py-0.5 text-sm text-primary',
                      isEditable ? 'pl-2 pr-0.5' : 'px-2',
                    )}
                  >
                    {option}
                    {isEditable && (
                      <button
                        type="button"
                        aria-label={t('budget.remove', { option })}
                        title={t('budget.remove', { option })}
                        disabled={isSaving}
                        onClick={() => {
                          save(options.filter((each) => each !== option));
                        }}
                        className="flex size-5 items-center justify-center rounded text-tertiary hover:bg-surface-hover hover:text-danger disabled:opacity-40"
                      >
                        <Icon name="x" size={12} />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {isEditable && (
              <form noValidate onSubmit={add} className="flex items-center gap-2">
                <input
                  aria-label={t('budget.new')}
                  placeholder={t('budget.newPlaceholder')}
                  value={typed}
                  maxLength={100}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setError(null);
                  }}
                  className={cx(controlClassName(error !== null), 'min-w-0 max-w-xs flex-1')}
                />
                <Button type="submit" isLoading={isSaving} disabled={typed.trim() === ''}>
                  {t('common:add')}
                </Button>
              </form>
            )}
            {error !== null && <Alert>{error}</Alert>}
          </div>
        )}
      </div>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useState } from 'react';
import { useRootStore } from '../../app/store-context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { controlClassName } from '../../ui/field-styles';
import { Icon } from '../../ui/Icon';
import { Skeleton } from '../../ui/Skeleton';
import { withBudgetOption } from './catalogue-entries';
import { errorMessage } from '../../lib/api-error';

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
  const { catalogues } = useRootStore();
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
        setError(errorMessage(cause, 'Could not save the budget sources.'));
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
          Budget sources
        </h2>
        <p className="mt-0.5 text-base text-secondary">
          The options a work item offers for where its budget comes from.
        </p>
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
              Retry
            </Button>
          </div>
        ) : options === undefined ? (
          <div aria-busy="true" className="flex gap-1.5">
            <span className="sr-only">Loading the budget sources</span>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-6 w-20" />
            ))}
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            {options.length === 0 ? (
              <p className="text-base text-tertiary">
                No budget sources yet.
                {isEditable && ' Add the first one below, such as “Capex” or “Opex”.'}
              </p>
            ) : (
              <ul aria-label="Budget sources" className="flex flex-wrap gap-1.5">
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
                        aria-label={`Remove ${option}`}
                        title={`Remove ${option}`}
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
                  aria-label="New budget source"
                  placeholder="Add a budget source and press Enter"
                  value={typed}
                  maxLength={100}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setError(null);
                  }}
                  className={cx(controlClassName(error !== null), 'min-w-0 max-w-xs flex-1')}
                />
                <Button type="submit" isLoading={isSaving} disabled={typed.trim() === ''}>
                  Add
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

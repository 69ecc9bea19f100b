import { useEffect } from 'react';
import type { WorkItem } from '@keel/core';
import {
  type BusinessCatalogues,
  type BusinessField,
  visibleBusinessFields,
} from './business-fields';
import { useCatalogues } from '#web/domains/catalogues/use-catalogues';

const NOTHING: never[] = [];

/**
 * A project's shops, customers and budget sources, loaded into the catalogues store the first time
 * they are wanted (the settings screens keep the same lists up to date). Call it from an observer.
 * A list that fails to load counts as empty, hiding its field rather than blocking the others.
 * `fallbackBudgetOptions` stands in until the budget sources arrive: a work item carries them.
 */
export function useBusinessCatalogues(
  slug: string,
  projectId: string,
  fallbackBudgetOptions: readonly string[] = NOTHING,
): BusinessCatalogues {
  const catalogues = useCatalogues();
  const shops = catalogues.entries('shops', projectId);
  const customers = catalogues.entries('customers', projectId);
  const budgetOptions = catalogues.budgetOptions(projectId);
  const hasShops = shops !== undefined;
  const hasCustomers = customers !== undefined;
  const hasBudgetOptions = budgetOptions !== undefined;
  useEffect(() => {
    if (!hasShops) void catalogues.fetch(slug, projectId, 'shops');
    if (!hasCustomers) void catalogues.fetch(slug, projectId, 'customers');
    if (!hasBudgetOptions) void catalogues.fetchBudgetOptions(slug, projectId);
  }, [catalogues, slug, projectId, hasShops, hasCustomers, hasBudgetOptions]);
  return {
    shops: shops ?? NOTHING,
    customers: customers ?? NOTHING,
    budgetOptions: budgetOptions ?? fallbackBudgetOptions,
  };
}

/**
 * The business fields a work item's sidebar shows (see `visibleBusinessFields`) and what they
 * pick from. Call it from an observer; `item` may be missing while the detail loads.
 */
export function useBusinessFields(
  slug: string,
  projectId: string,
  item: WorkItem | undefined,
): { fields: BusinessField[]; catalogues: BusinessCatalogues } {
  const catalogues = useBusinessCatalogues(slug, projectId, item?.budget_source_options);
  return { fields: visibleBusinessFields(catalogues, item), catalogues };
}

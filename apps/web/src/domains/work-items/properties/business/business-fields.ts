import type { CatalogueEntry, CreateWorkItemBody, UpdateWorkItemBody, WorkItem } from '@keel/core';
import type { PropertyOption } from '../PropertyOptionList';

/** The business fields of a work item (spec §1), in the order the sidebar shows them. */
export const BUSINESS_FIELDS = [
  'shop',
  'shops',
  'customer',
  'customers',
  'budget_source',
  'is_revision',
] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];

/** What a project offers for its items' business fields; lists not yet loaded count as empty. */
export interface BusinessCatalogues {
  shops: readonly CatalogueEntry[];
  customers: readonly CatalogueEntry[];
  budgetOptions: readonly string[];
}

/** The value standing for "none" in a single-select list (ids are uuids and never this). */
export const NO_ENTRY = '__none__';

/**
 * Which business fields to show, as Plane shows the estimate: a field appears once its project
 * has set up what it picks from (a shop, a customer, a budget source), so that projects that do
 * not use them stay uncluttered. A value the item already holds keeps its field visible, so that
 * it can still be seen and cleared after its catalogue was emptied. The revision flag picks from
 * nothing: it comes with the others, as part of the same business block.
 */
export function visibleBusinessFields(
  catalogues: BusinessCatalogues,
  item?: Pick<WorkItem, 'shop' | 'customer' | 'budget_source' | 'is_revision'>,
): BusinessField[] {
  const hasShops = catalogues.shops.length > 0;
  const hasCustomers = catalogues.customers.length > 0;
  const shown = new Set<BusinessField>();
  if (hasShops || (item?.shop ?? null) !== null) shown.add('shop');
  if (hasShops) shown.add('shops');
  if (hasCustomers || (item?.customer ?? null) !== null) shown.add('customer');
  if (hasCustomers) shown.add('customers');
  if (catalogues.budgetOptions.length > 0 || (item?.budget_source ?? null) !== null)
    shown.add('budget_source');
  if (shown.size > 0 || item?.is_revision === true) shown.add('is_revision');
  return BUSINESS_FIELDS.filter((field) => shown.has(field));
}

/** How an entry reads in a list: its name, and its code when it has one. */
export function entryLabel(entry: Pick<CatalogueEntry, 'name' | 'code'>): string {
  return entry.code ? `${entry.name} (${entry.code})` : entry.name;
}

/** A catalogue's entries as options, led by a "none" option when one may be chosen. */
export function catalogueOptions(
  entries: readonly CatalogueEntry[],
  noneLabel?: string,
): PropertyOption[] {
  const options = entries.map((entry) => ({ value: entry.id, label: entryLabel(entry) }));
  return noneLabel === undefined ? options : [{ value: NO_ENTRY, label: noneLabel }, ...options];
}

/** The entries named by `ids`, in the catalogue's order; ids of deleted entries are left out. */
export function chosenEntries(
  entries: readonly CatalogueEntry[],
  ids: readonly string[],
): CatalogueEntry[] {
  return entries.filter((entry) => ids.includes(entry.id));
}

/**
 * The budget sources to offer: the project's options, plus the item's current one when the
 * project no longer offers it (so that it shows as chosen and can be cleared).
 */
export function budgetSourceChoices(
  options: readonly string[],
  current: string | null,
): PropertyOption[] {
  const values = current !== null && !options.includes(current) ? [...options, current] : options;
  return values.map((value) => ({ value, label: value }));
}

/** The edit that sets a budget source (its display text is the option itself) or clears it. */
export function budgetSourcePatch(
  source: string | null,
): Pick<UpdateWorkItemBody, 'budget_source' | 'budget_source_display'> {
  return { budget_source: source, budget_source_display: source };
}

/** The business fields of a work item not yet created (the create form), in wire names. */
export interface BusinessValues {
  shop: string | null;
  shops: string[];
  customer: string | null;
  customers: string[];
  budget_source: string | null;
  is_revision: boolean;
}

export const EMPTY_BUSINESS_VALUES: BusinessValues = {
  shop: null,
  shops: [],
  customer: null,
  customers: [],
  budget_source: null,
  is_revision: false,
};

/**
 * The part of a create body the business fields give: only those chosen, so that a project that
 * does not use them sends nothing more than before.
 */
export function businessCreateFields(values: BusinessValues): Partial<CreateWorkItemBody> {
  return {
    ...(values.shop === null ? {} : { shop: values.shop }),
    ...(values.shops.length === 0 ? {} : { shops: values.shops }),
    ...(values.customer === null ? {} : { customer: values.customer }),
    ...(values.customers.length === 0 ? {} : { customers: values.customers }),
    ...(values.budget_source === null ? {} : budgetSourcePatch(values.budget_source)),
    ...(values.is_revision ? { is_revision: true } : {}),
  };
}

/** A work item's business fields as the pickers take them. */
export function businessValuesOf(item: WorkItem): BusinessValues {
  return {
    shop: item.shop,
    shops: item.shops,
    customer: item.customer,
    customers: item.customers,
    budget_source: item.budget_source,
    is_revision: item.is_revision,
  };
}

/** The edit a picker's change makes; a budget source also sets its display text. */
export function businessUpdate(patch: Partial<BusinessValues>): UpdateWorkItemBody {
  const { budget_source: source, ...rest } = patch;
  return source === undefined ? rest : { ...rest, ...budgetSourcePatch(source) };
}

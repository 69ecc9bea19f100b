import type { CatalogueEntry, WorkItem } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  budgetSourceChoices,
  budgetSourcePatch,
  businessCreateFields,
  businessUpdate,
  businessValuesOf,
  catalogueOptions,
  chosenEntries,
  EMPTY_BUSINESS_VALUES,
  entryLabel,
  NO_ENTRY,
  visibleBusinessFields,
} from './business-fields';

function entry(id: string, name: string, code: string | null = null): CatalogueEntry {
  return {
    id,
    project_id: 'p',
    name,
    code,
    description: '',
    sort_order: 0,
    created_at: '',
    updated_at: '',
  };
}

const NONE = { shops: [], customers: [], budgetOptions: [] };
const BLANK_ITEM = { shop: null, customer: null, budget_source: null, is_revision: false };

describe('visibleBusinessFields', () => {
  it('shows nothing for a project that has set up no business field', () => {
    expect(visibleBusinessFields(NONE)).toEqual([]);
    expect(visibleBusinessFields(NONE, BLANK_ITEM)).toEqual([]);
  });

  it('shows a catalogue’s fields once it has entries, with the revision switch', () => {
    expect(visibleBusinessFields({ ...NONE, shops: [entry('s', 'North')] })).toEqual([
      'shop',
      'shops',
      'is_revision',
    ]);
    expect(visibleBusinessFields({ ...NONE, customers: [entry('c', 'Acme')] })).toEqual([
      'customer',
      'customers',
      'is_revision',
    ]);
    expect(visibleBusinessFields({ ...NONE, budgetOptions: ['Capex'] })).toEqual([
      'budget_source',
      'is_revision',
    ]);
  });

  it('keeps a field the item holds a value for, so that it can be cleared', () => {
    expect(visibleBusinessFields(NONE, { ...BLANK_ITEM, shop: 's' })).toEqual([
      'shop',
      'is_revision',
    ]);
    expect(visibleBusinessFields(NONE, { ...BLANK_ITEM, budget_source: 'Old' })).toEqual([
      'budget_source',
      'is_revision',
    ]);
    expect(visibleBusinessFields(NONE, { ...BLANK_ITEM, is_revision: true })).toEqual([
      'is_revision',
    ]);
  });
});

describe('catalogue options', () => {
  const entries = [entry('a', 'North', 'N1'), entry('b', 'South')];

  it('names an entry with its code when it has one', () => {
    expect(entryLabel(entries[0] ?? entry('x', 'x'))).toBe('North (N1)');
    expect(entryLabel({ name: 'South', code: null })).toBe('South');
  });

  it('leads with "none" only when a none label is given', () => {
    expect(catalogueOptions(entries, 'No shop').map((option) => option.value)).toEqual([
      NO_ENTRY,
      'a',
      'b',
    ]);
    expect(catalogueOptions(entries).map((option) => option.label)).toEqual([
      'North (N1)',
      'South',
    ]);
  });

  it('finds chosen entries in catalogue order and drops deleted ones', () => {
    expect(chosenEntries(entries, ['b', 'gone', 'a']).map((chosen) => chosen.id)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('budget sources', () => {
  it('offers the project’s options, plus a current one no longer offered', () => {
    expect(budgetSourceChoices(['Capex', 'Opex'], 'Opex').map((option) => option.value)).toEqual([
      'Capex',
      'Opex',
    ]);
    expect(budgetSourceChoices(['Capex'], 'Old').map((option) => option.value)).toEqual([
      'Capex',
      'Old',
    ]);
    expect(budgetSourceChoices(['Capex'], null)).toHaveLength(1);
  });

  it('sets the display text with the source, and clears both together', () => {
    expect(budgetSourcePatch('Capex')).toEqual({
      budget_source: 'Capex',
      budget_source_display: 'Capex',
    });
    expect(budgetSourcePatch(null)).toEqual({ budget_source: null, budget_source_display: null });
  });
});

describe('businessUpdate and businessValuesOf', () => {
  it('turns a picker change into an edit of that field only', () => {
    expect(businessUpdate({ shop: 's' })).toEqual({ shop: 's' });
    expect(businessUpdate({ customers: ['c'] })).toEqual({ customers: ['c'] });
    expect(businessUpdate({ is_revision: true })).toEqual({ is_revision: true });
    expect(businessUpdate({ budget_source: null })).toEqual({
      budget_source: null,
      budget_source_display: null,
    });
  });

  it('reads an item’s business fields', () => {
    const item = {
      ...BLANK_ITEM,
      shop: 's',
      shops: ['s'],
      customers: [],
      budget_source: 'Capex',
    } as unknown as WorkItem;
    expect(businessValuesOf(item)).toEqual({
      shop: 's',
      shops: ['s'],
      customer: null,
      customers: [],
      budget_source: 'Capex',
      is_revision: false,
    });
  });
});

describe('businessCreateFields', () => {
  it('sends nothing when nothing was chosen', () => {
    expect(businessCreateFields(EMPTY_BUSINESS_VALUES)).toEqual({});
  });

  it('sends each chosen field', () => {
    expect(
      businessCreateFields({
        shop: 's',
        shops: ['s', 't'],
        customer: 'c',
        customers: ['c'],
        budget_source: 'Capex',
        is_revision: true,
      }),
    ).toEqual({
      shop: 's',
      shops: ['s', 't'],
      customer: 'c',
      customers: ['c'],
      budget_source: 'Capex',
      budget_source_display: 'Capex',
      is_revision: true,
    });
  });
});

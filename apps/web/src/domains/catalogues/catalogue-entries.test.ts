import type { CatalogueEntry } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  catalogueWords,
  draftOf,
  entryBody,
  filterEntries,
  validateEntryDraft,
  withBudgetOption,
} from './catalogue-entries';

function makeEntry(overrides: Partial<CatalogueEntry> & { id: string }): CatalogueEntry {
  return {
    project_id: 'p1',
    name: 'North',
    code: null,
    description: '',
    sort_order: 65535,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('catalogue entry form', () => {
  it('requires a name and keeps name and code within the server’s limits', () => {
    expect(validateEntryDraft({ name: '  ', code: '', description: '' })).toEqual({
      name: 'Name is required',
      code: null,
    });
    expect(
      validateEntryDraft({ name: 'x'.repeat(256), code: 'c'.repeat(101), description: '' }),
    ).toEqual({
      name: 'Name must be at most 255 characters',
      code: 'Code must be at most 100 characters',
    });
    expect(validateEntryDraft({ name: 'North', code: '', description: '' })).toEqual({
      name: null,
      code: null,
    });
  });

  it('sends trimmed values and an empty code as no code', () => {
    expect(entryBody({ name: ' North ', code: '  ', description: ' Main ' })).toEqual({
      name: 'North',
      code: null,
      description: 'Main',
    });
    expect(entryBody({ name: 'North', code: ' N1 ', description: '' }).code).toBe('N1');
  });

  it('fills the form from an entry, a missing code as empty', () => {
    expect(draftOf(makeEntry({ id: 'a', code: null, description: 'Main' }))).toEqual({
      name: 'North',
      code: '',
      description: 'Main',
    });
  });

  it('speaks of shops and customers by name', () => {
    expect(catalogueWords('shops').addLabel).toBe('Add shop');
    expect(catalogueWords('customers').title).toBe('Customers');
  });
});

describe('filterEntries', () => {
  const entries = [
    makeEntry({ id: 'a', name: 'North', code: 'N1' }),
    makeEntry({ id: 'b', name: 'South', description: 'By the harbour' }),
    makeEntry({ id: 'c', name: 'East', code: 'E7' }),
  ];

  it('matches name, code or description, ignoring case', () => {
    expect(filterEntries(entries, 'north').map((entry) => entry.id)).toEqual(['a']);
    expect(filterEntries(entries, 'e7').map((entry) => entry.id)).toEqual(['c']);
    expect(filterEntries(entries, 'HARBOUR').map((entry) => entry.id)).toEqual(['b']);
  });

  it('keeps everything for an empty query', () => {
    expect(filterEntries(entries, '  ')).toHaveLength(3);
  });
});

describe('withBudgetOption', () => {
  it('appends the trimmed option and ignores blank input', () => {
    expect(withBudgetOption(['Capex'], ' Opex ')).toEqual(['Capex', 'Opex']);
    expect(withBudgetOption(['Capex'], '   ')).toBeNull();
  });

  it('leaves repeats for the server to refuse with its message', () => {
    expect(withBudgetOption(['Capex'], 'Capex')).toEqual(['Capex', 'Capex']);
  });
});

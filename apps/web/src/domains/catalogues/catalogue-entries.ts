import { type CatalogueEntry, type CreateCatalogueEntryBody } from '@keel/core';
import { type CatalogueKind } from './catalogues-api';

/** How the screens speak of each catalogue. */
export interface CatalogueWords {
  title: string;
  singular: string;
  addLabel: string;
  explanation: string;
  namePlaceholder: string;
  codePlaceholder: string;
}

const WORDS: Record<CatalogueKind, CatalogueWords> = {
  shops: {
    title: 'Shops',
    singular: 'shop',
    addLabel: 'Add shop',
    explanation:
      'The shops this project works for. Work items can refer to one, so that work can be found and counted per shop.',
    namePlaceholder: 'Main Street',
    codePlaceholder: 'S-014',
  },
  customers: {
    title: 'Customers',
    singular: 'customer',
    addLabel: 'Add customer',
    explanation:
      'The customers this project works for. Work items can refer to one, so that work can be found and counted per customer.',
    namePlaceholder: 'Acme Ltd',
    codePlaceholder: 'C-102',
  },
};

export function catalogueWords(catalogue: CatalogueKind): CatalogueWords {
  return WORDS[catalogue];
}

/** The entry form's fields as typed, before trimming. */
export interface CatalogueEntryDraft {
  name: string;
  code: string;
  description: string;
}

export const EMPTY_ENTRY_DRAFT: CatalogueEntryDraft = { name: '', code: '', description: '' };

/** The server's limits, checked before sending so the message appears at once. */
const MAX_NAME_LENGTH = 255;
const MAX_CODE_LENGTH = 100;

export function draftOf(entry: CatalogueEntry): CatalogueEntryDraft {
  return { name: entry.name, code: entry.code ?? '', description: entry.description };
}

export interface CatalogueEntryErrors {
  name: string | null;
  code: string | null;
}

export function validateEntryDraft(draft: CatalogueEntryDraft): CatalogueEntryErrors {
  const name = draft.name.trim();
  const code = draft.code.trim();
  return {
    name:
      name === ''
        ? 'Name is required'
        : name.length > MAX_NAME_LENGTH
          ? `Name must be at most ${MAX_NAME_LENGTH} characters`
          : null,
    code:
      code.length > MAX_CODE_LENGTH ? `Code must be at most ${MAX_CODE_LENGTH} characters` : null,
  };
}

/** The body the server takes: trimmed, and an empty code sent as null (no code). */
export function entryBody(draft: CatalogueEntryDraft): CreateCatalogueEntryBody {
  const code = draft.code.trim();
  return {
    name: draft.name.trim(),
    code: code === '' ? null : code,
    description: draft.description.trim(),
  };
}

/** Entries whose name, code or description contains the query, ignoring case. */
export function filterEntries(entries: readonly CatalogueEntry[], query: string): CatalogueEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...entries];
  return entries.filter((entry) =>
    [entry.name, entry.code ?? '', entry.description].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

/**
 * The list after adding a typed option, or null when there is nothing to add. Repeats are left for
 * the server to refuse, so that its message is the one shown.
 */
export function withBudgetOption(options: readonly string[], typed: string): string[] | null {
  const option = typed.trim();
  return option === '' ? null : [...options, option];
}

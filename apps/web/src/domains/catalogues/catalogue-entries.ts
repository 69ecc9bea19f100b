import type { CatalogueEntry, CreateCatalogueEntryBody } from '@keel/core';
import type { CatalogueKind } from './catalogues-api';
import { i18n } from '#web/lib/i18n';

/** How the screens speak of each catalogue. */
export interface CatalogueWords {
  title: string;
  singular: string;
  addLabel: string;
  explanation: string;
  namePlaceholder: string;
  codePlaceholder: string;
}

/** The words in the current language (locales: catalogues:<kind>.*), read when called. */
export function catalogueWords(catalogue: CatalogueKind): CatalogueWords {
  return {
    title: i18n.t(`catalogues:${catalogue}.title`),
    singular: i18n.t(`catalogues:${catalogue}.singular`),
    addLabel: i18n.t(`catalogues:${catalogue}.add`),
    explanation: i18n.t(`catalogues:${catalogue}.explanation`),
    namePlaceholder: i18n.t(`catalogues:${catalogue}.namePlaceholder`),
    codePlaceholder: i18n.t(`catalogues:${catalogue}.codePlaceholder`),
  };
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
        ? i18n.t('catalogues:validation.nameRequired')
        : name.length > MAX_NAME_LENGTH
          ? i18n.t('catalogues:validation.nameTooLong', { max: MAX_NAME_LENGTH })
          : null,
    code:
      code.length > MAX_CODE_LENGTH
        ? i18n.t('catalogues:validation.codeTooLong', { max: MAX_CODE_LENGTH })
        : null,
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

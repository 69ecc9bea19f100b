import { parseWorkItemKey, type WorkItemKey } from '@keel/core';

/** Words beyond this many are ignored: a longer query narrows nothing a person would notice. */
const MAX_QUERY_WORDS = 16;
/** Plane matches bare numbers against sequence ids only in short queries. */
const MAX_NUMBER_QUERY_LENGTH = 20;
/** Largest value of a PostgreSQL integer column: larger numbers cannot be sequence ids. */
const MAX_SEQUENCE_ID = 2_147_483_647;

/** What a search text asks for, read once so the query can match each part with its index. */
export interface SearchTerms {
  /** The text as typed (trimmed), for trigram similarity and substring matching on names. */
  text: string;
  /** `WEB-42`: the item with this project identifier and sequence id ranks first. */
  key: WorkItemKey | null;
  /** Whole numbers in a short text, matched against sequence ids (Plane: "42" finds WEB-42). */
  sequenceIds: number[];
  /**
   * A `to_tsquery('simple', …)` text requiring every word as a prefix (`fix:* & login:*`), so that
   * results follow the typing; null when the text holds no word. Words are letters and digits
   * only, so nothing the user types can reach the tsquery syntax.
   */
  prefixQuery: string | null;
}

export function parseSearchText(raw: string): SearchTerms {
  const text = raw.trim();
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS);
  const numbers =
    text.length <= MAX_NUMBER_QUERY_LENGTH
      ? (text.match(/\b\d+\b/g) ?? []).map(Number).filter((n) => n >= 1 && n <= MAX_SEQUENCE_ID)
      : [];
  return {
    text,
    key: parseWorkItemKey(text),
    sequenceIds: [...new Set(numbers)],
    prefixQuery: words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null,
  };
}

/** `text` for a LIKE pattern: its wildcards and the escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Rules every piece of text a client sends must follow, whatever field it fills. PostgreSQL's
 * text and jsonb cannot hold U+0000 (NUL), so a NUL anywhere in a request (a field, a key of an
 * object, a query parameter, a path segment) is refused before it reaches a query.
 */

export const NUL_CHARACTER = '\u0000';

/** The message of a field refused for holding a NUL character. */
export const NUL_CHARACTER_MESSAGE = 'must not contain the NUL character (U+0000)';

/** Nesting deeper than this is not walked further: no wire schema comes close. */
const MAX_DEPTH = 64;

/**
 * The path (keys and indexes) of the first string that holds a NUL character in a parsed request
 * value, or of the object with such a key; null when there is none.
 */
export function findNulCharacter(value: unknown): (string | number)[] | null {
  return walk(value, [], 0);
}

function walk(
  value: unknown,
  path: (string | number)[],
  depth: number,
): (string | number)[] | null {
  if (typeof value === 'string') return value.includes(NUL_CHARACTER) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = walk(item, [...path, index], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL_CHARACTER)) return path;
    const found = walk(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A field path as error messages name it: `emails.0.email`. */
export function fieldName(path: readonly (string | number)[]): string {
  return path.map(String).join('.');
}

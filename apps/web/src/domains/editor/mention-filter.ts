/** Someone `@` may mention in a description or a comment. */
export interface MentionCandidate {
  id: string;
  label: string;
  avatarUrl?: string | null;
}

/** At most this many people are offered at once; typing more narrows the list. */
export const MAX_MENTION_SUGGESTIONS = 8;

/**
 * The people offered for what follows the `@`: names that start with it first, then names with a
 * word that starts with it, then names that merely contain it; case and accents do not matter.
 */
export function filterMentionCandidates(
  candidates: readonly MentionCandidate[],
  query: string,
): MentionCandidate[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(query.trim());
  const ranked: { candidate: MentionCandidate; rank: number }[] = [];
  for (const candidate of candidates) {
    const label = fold(candidate.label);
    const rank =
      wanted === '' || label.startsWith(wanted)
        ? 0
        : label.split(/[\s._-]+/).some((word) => word.startsWith(wanted))
          ? 1
          : label.includes(wanted)
            ? 2
            : -1;
    if (rank >= 0) ranked.push({ candidate, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.candidate.label.localeCompare(b.candidate.label))
    .slice(0, MAX_MENTION_SUGGESTIONS)
    .map((entry) => entry.candidate);
}

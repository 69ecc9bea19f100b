/** A version as people read it: "v1.2.3" whether or not the server put the "v" in; names as they are. */
export function formatVersion(version: string): string {
  const trimmed = version.trim();
  if (/^v\d/i.test(trimmed)) return `v${trimmed.slice(1)}`;
  return /^\d/.test(trimmed) ? `v${trimmed}` : trimmed;
}

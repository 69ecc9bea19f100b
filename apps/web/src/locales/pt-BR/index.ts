/** All of this language's namespaces, fetched as one file (lib/i18n.ts, vite.config.ts). */
export const namespaces = import.meta.glob<Record<string, unknown>>('./*.json', {
  eager: true,
  import: 'default',
});

import { loadNamespaces, NAMESPACES } from '#web/lib/i18n';

// The app bundles only the English its first page needs and loads the rest with each screen;
// tests draw screens directly, so every English namespace is here before they start.
await loadNamespaces(NAMESPACES);

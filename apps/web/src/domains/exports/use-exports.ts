import { useApi } from '#web/app/store-context';
import { type ExportsStore, exportsStoreOf } from './exports-store';

/** The export history of a workspace; built by the exports screen, not in the first page. */
export function useExports(slug: string): ExportsStore {
  return exportsStoreOf(useApi(), slug);
}

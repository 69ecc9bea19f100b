import { decodeListUrl, encodeListUrl, LIST_URL_KEYS, type WorkItemListContext } from '@keel/core';
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { WorkItemsScreenModel } from './work-items-screen-model';

/** The settings an address carries, for a list in `context` opened at `search`. */
export function listSettingsInUrl(context: WorkItemListContext, search: string) {
  return decodeListUrl(context, Object.fromEntries(new URLSearchParams(search)));
}

/** The list's own parameters of an address, in a stable order, to compare two addresses by. */
function listPart(params: URLSearchParams | Record<string, string>): string {
  const entries =
    params instanceof URLSearchParams ? Array.from(params.entries()) : Object.entries(params);
  return JSON.stringify(entries.filter(([key]) => LIST_URL_KEYS.includes(key)).sort());
}

/**
 * Keeps a list's filters, layout and display settings in its address (Plane's shareable lists):
 * each change replaces the address (no history entry per filter), and an address that arrives
 * with other settings (a link followed within the app) shows them. Other parameters (peekId)
 * are left as they are.
 */
export function useListUrl(model: WorkItemsScreenModel): void {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const inUrl = listPart(searchParams);

  useEffect(() => {
    const { settings } = model;
    if (!settings.isLoaded) return;
    const params = new URLSearchParams(window.location.search);
    if (listPart(params) === listPart(encodeListUrl(model.context, settings.urlSettings))) return;
    settings.showFromUrl(decodeListUrl(model.context, Object.fromEntries(params)));
  }, [model, inUrl]);

  useEffect(
    () =>
      reaction(
        () =>
          model.settings.isLoaded ? encodeListUrl(model.context, model.settings.urlSettings) : null,
        (encoded) => {
          if (encoded === null) return;
          const params = new URLSearchParams(window.location.search);
          if (listPart(params) === listPart(encoded)) return;
          for (const key of LIST_URL_KEYS) params.delete(key);
          for (const [key, value] of Object.entries(encoded)) params.set(key, value);
          void navigate(
            { search: `?${params.toString()}` },
            { replace: true, preventScrollReset: true },
          );
        },
        { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
      ),
    [model, navigate],
  );
}

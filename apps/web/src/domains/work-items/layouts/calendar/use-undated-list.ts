import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { useRootStore } from '#web/app/store-context';
import type { WorkItemsScreenModel } from '#web/domains/work-items/work-items-screen-model';
import { fetchWorkItemPage } from '#web/domains/work-items/work-items-api';
import { WorkItemList, type WorkItemListQuery } from '#web/domains/work-items/work-item-list';

/** Items the "No due date" panel asks for per page (the calendar's page size). */
const UNDATED_PER_PAGE = 30;

/**
 * The screen's items without a target date, for the calendar's side panel: a list of its own
 * (the calendar's list holds only the visible range), with the screen's filters, kept loaded
 * while the panel is shown.
 */
export function useUndatedList(model: WorkItemsScreenModel): WorkItemList {
  const root = useRootStore();
  const [list] = useState(
    () =>
      new WorkItemList({
        store: model.store,
        fetchPage: (params, signal) =>
          fetchWorkItemPage(
            root.api,
            model.slug,
            model.projectId === null
              ? { kind: 'workspace' }
              : { kind: 'project', projectId: model.projectId },
            params,
            signal,
          ),
        lookups: {
          stateName: (id) =>
            model.lookups.states(model.projectId ?? '').find((s) => s.id === id)?.name,
          labelName: (id) =>
            model.lookups.labels(model.projectId ?? '').find((l) => l.id === id)?.name,
          memberFirstName: (id) =>
            model.lookups.members(model.projectId ?? '').find((m) => m.member === id)?.member_detail
              .first_name,
          estimatePointKey: (id) =>
            model.lookups.estimatePoints(model.projectId ?? '').find((p) => p.id === id)?.key,
        },
        accepts: (item) =>
          (model.projectId === null || item.project_id === model.projectId) &&
          item.target_date === null,
      }),
  );

  useEffect(() => {
    const stopListening = list.attach();
    const stopRefreshing = root.realtimeWatchers.onRefresh(() => list.reload());
    let isFirst = true;
    const stopReacting = reaction(
      (): WorkItemListQuery | null =>
        model.settings.isLoaded
          ? {
              filters: model.settings.filters,
              display: model.settings.display,
              perPage: UNDATED_PER_PAGE,
              extraParams: { target_date: 'None' },
            }
          : null,
      (query) => {
        if (query === null) return;
        void list.load(query, isFirst ? 'init-loader' : 'mutation');
        isFirst = false;
      },
      { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    );
    return () => {
      stopReacting();
      stopListening();
      stopRefreshing();
    };
  }, [list, model, root]);

  return list;
}

import { observable, runInAction } from 'mobx';

/** How many times each workspace's inbox was told it changed in this page (realtime). */
const ticks = observable.map<string, number>();

/** The count of changes told of the workspace's inbox so far (observable). */
export function inboxChanges(slug: string): number {
  return ticks.get(slug) ?? 0;
}

/** Tells the inbox and the sidebar's count that new notifications arrived for the person. */
export function noteInboxChanged(slug: string): void {
  runInAction(() => {
    ticks.set(slug, (ticks.get(slug) ?? 0) + 1);
  });
}

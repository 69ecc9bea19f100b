import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { CREATE_REQUEST_TTL_MS, CommandPaletteStore } from './command-palette-store';

describe('CommandPaletteStore', () => {
  it('opens in a mode and toggles closed', () => {
    const store = new CommandPaletteStore();
    store.open('search');
    expect(store).toMatchObject({ isOpen: true, mode: 'search' });
    store.toggle();
    expect(store.isOpen).toBe(false);
    store.toggle();
    expect(store).toMatchObject({ isOpen: true, mode: 'commands' });
  });

  it('hands a create request to the first screen that takes it, once', () => {
    const store = new CommandPaletteStore(() => 1_000);
    const taken: boolean[] = [];
    const stop = reaction(
      () => store.hasCreateRequest,
      (isPending) => {
        if (isPending) taken.push(store.takeCreateRequest());
      },
    );
    store.requestCreateWorkItem();
    expect(taken).toEqual([true]);
    expect(store.hasCreateRequest).toBe(false);
    stop();
  });

  it('drops a request nobody took in time', () => {
    let now = 0;
    const store = new CommandPaletteStore(() => now);
    store.requestCreateWorkItem();
    now = CREATE_REQUEST_TTL_MS + 1;
    expect(store.takeCreateRequest()).toBe(false);
    expect(store.takeCreateRequest()).toBe(false);
  });
});

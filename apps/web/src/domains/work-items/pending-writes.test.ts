import { describe, expect, it } from 'vitest';
import { PendingWrites } from './pending-writes';

describe('PendingWrites', () => {
  it('holds the fields of a write until it ends', () => {
    const pending = new PendingWrites();
    const end = pending.begin('i1', ['name', 'priority']);
    expect(pending.isPending('i1', 'name')).toBe(true);
    expect(pending.isPending('i1', 'state_id')).toBe(false);
    expect(pending.isPending('i2', 'name')).toBe(false);
    end();
    expect(pending.isPending('i1', 'name')).toBe(false);
    expect(pending.hasAny('i1')).toBe(false);
  });

  it('keeps a field pending while a second write of it is still out', () => {
    const pending = new PendingWrites();
    const first = pending.begin('i1', ['name']);
    const second = pending.begin('i1', ['name']);
    first();
    expect(pending.isPending('i1', 'name')).toBe(true);
    second();
    expect(pending.isPending('i1', 'name')).toBe(false);
  });

  it('counts an end called twice once', () => {
    const pending = new PendingWrites();
    const first = pending.begin('i1', ['name']);
    const second = pending.begin('i1', ['name']);
    first();
    first();
    expect(pending.isPending('i1', 'name')).toBe(true);
    second();
  });

  it('asks for a fresh read once the last write of an item ends after a skipped change', () => {
    const pending = new PendingWrites();
    const name = pending.begin('i1', ['name']);
    const priority = pending.begin('i1', ['priority']);
    pending.markSkipped('i1');
    expect(name()).toBe(false);
    expect(priority()).toBe(true);
    const again = pending.begin('i1', ['name']);
    expect(again()).toBe(false);
  });

  it('does not ask for a read when nothing was skipped', () => {
    const pending = new PendingWrites();
    expect(pending.begin('i1', ['name'])()).toBe(false);
  });
});

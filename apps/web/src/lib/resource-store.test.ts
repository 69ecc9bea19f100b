import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { Loadable, Resource } from './resource-store';

interface Item {
  id: string;
  name: string;
}

const refused = new ApiError({ status: 409, code: 'SERVER_OWN', message: 'Taken' });

describe('Resource', () => {
  it('goes idle → loading → ready, and a second load shares the first', async () => {
    const resource = new Resource<Item>();
    expect(resource.status).toBe('idle');
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve([{ id: 'a', name: 'Ada' }]);
    };
    const first = resource.load(read, 'Could not load.');
    const second = resource.load(read, 'Could not load.');
    expect(resource.status).toBe('loading');
    await Promise.all([first, second]);
    expect(reads).toBe(1);
    expect(resource.status).toBe('ready');
    expect(resource.hasLoaded).toBe(true);
    expect(resource.items.map((item) => item.name)).toEqual(['Ada']);
  });

  it('keeps the error message of a failed load, the items staying', async () => {
    const resource = new Resource<Item>();
    resource.set([{ id: 'a', name: 'Ada' }]);
    await resource.load(() => Promise.reject(new Error('offline')), 'Could not load.');
    expect(resource.status).toBe('error');
    expect(resource.error).toBe('Could not load.');
    expect(resource.items).toHaveLength(1);
  });

  it('adds at once and takes the server’s copy; a refusal takes it out and rethrows', async () => {
    const resource = new Resource<Item>();
    const adding = resource.add(
      { id: 'local', name: 'Bea' },
      () => Promise.resolve({ id: 'b', name: 'Bea' }),
      { failure: 'x' },
    );
    expect(resource.items.map((item) => item.id)).toEqual(['local']);
    await adding;
    expect(resource.items.map((item) => item.id)).toEqual(['b']);
    await expect(
      resource.add({ id: 'local', name: 'Cy' }, () => Promise.reject(refused), { failure: 'x' }),
    ).rejects.toBe(refused);
    expect(resource.items.map((item) => item.id)).toEqual(['b']);
  });

  it('removes at once and puts the item back on a refusal', async () => {
    const resource = new Resource<Item>();
    resource.set([{ id: 'a', name: 'Ada' }]);
    await expect(
      resource.remove('a', () => Promise.reject(refused), { failure: 'x' }),
    ).rejects.toBe(refused);
    expect(resource.items).toHaveLength(1);
    await resource.remove('a', () => Promise.resolve(), { failure: 'x' });
    expect(resource.items).toHaveLength(0);
  });

  it('reloads behind what is shown: ready stays ready while the read is out, a failure is told', async () => {
    const resource = new Resource<Item>();
    expect(resource.isWaiting).toBe(true);
    await resource.load(() => Promise.resolve([{ id: 'a', name: 'Ada' }]), 'Could not load.');
    let answer: (items: Item[]) => void = () => undefined;
    const reading = resource.reload(
      () =>
        new Promise<Item[]>((resolve) => {
          answer = resolve;
        }),
      'Could not load.',
    );
    expect(resource.status).toBe('ready');
    expect(resource.isWaiting).toBe(false);
    answer([{ id: 'b', name: 'Bea' }]);
    await reading;
    expect(resource.items.map((item) => item.id)).toEqual(['b']);
    await resource.reload(() => Promise.reject(refused), 'Could not load.');
    expect(resource.status).toBe('error');
    expect(resource.error).toBe('Taken');
    expect(resource.items).toHaveLength(1);
  });

  it('reloads with its own read, and goes to loading when nothing was shown', async () => {
    const resource = new Resource<Item>();
    await resource.load(() => Promise.reject(new Error('offline')), 'Could not load.');
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve([{ id: 'a', name: 'Ada' }]);
    };
    const first = resource.reload(read, 'Could not load.');
    expect(resource.status).toBe('loading');
    expect(resource.error).toBeNull();
    await Promise.all([first, resource.reload(read, 'Could not load.')]);
    expect(reads).toBe(2);
    expect(resource.status).toBe('ready');
  });

  it('changes nothing when the read’s signal was aborted', async () => {
    const resource = new Resource<Item>();
    const controller = new AbortController();
    const reading = resource.reload(
      () => {
        controller.abort();
        return Promise.reject(new Error('aborted'));
      },
      'Could not load.',
      controller.signal,
    );
    await reading;
    expect(resource.status).toBe('loading');
    expect(resource.error).toBeNull();
  });

  it('shows a change at once and puts it back; replaces, upserts and resets', async () => {
    const resource = new Resource<Item>();
    resource.set([{ id: 'a', name: 'Ada' }]);
    const undo = resource.show([]);
    expect(resource.items).toHaveLength(0);
    undo();
    expect(resource.items.map((item) => item.name)).toEqual(['Ada']);
    resource.replace('a', { id: 'a', name: 'Ava' });
    resource.upsert({ id: 'b', name: 'Bea' });
    resource.upsert({ id: 'b', name: 'Bo' });
    expect(resource.items.map((item) => item.name)).toEqual(['Ava', 'Bo']);
    await resource.load(() => Promise.resolve([]), 'x');
    resource.reset([]);
    expect(resource.status).toBe('idle');
    expect(resource.hasLoaded).toBe(false);
  });

  it('holds a value that is not a list (a Loadable)', async () => {
    const groups = new Loadable<{ blocking: string[] }>({ blocking: [] });
    await groups.load(() => Promise.resolve({ blocking: ['a'] }), 'x');
    expect(groups.value.blocking).toEqual(['a']);
    expect(groups.status).toBe('ready');
  });
});

import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { KeyedCollection, patchOptimistically } from './keyed-collection';

interface Item {
  id: string;
  name: string;
}

const ada: Item = { id: 'a', name: 'Ada' };
const bea: Item = { id: 'b', name: 'Bea' };

const forbidden = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Not allowed' });

/** A load that resolves or rejects when the test says so, to look at the collection meanwhile. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('KeyedCollection', () => {
  it('keeps each key’s list apart and is loading only while the load is under way', async () => {
    const collection = new KeyedCollection<Item>();
    const load = deferred<Item[]>();

    const fetched = collection.fetch('p1', () => load.promise, 'Could not load.');

    expect(collection.isLoading('p1')).toBe(true);
    expect(collection.list('p1')).toBeUndefined();
    load.resolve([ada, bea]);
    await fetched;
    expect(collection.isLoading('p1')).toBe(false);
    expect(collection.list('p1')?.map((item) => item.name)).toEqual(['Ada', 'Bea']);
    expect(collection.list('p2')).toBeUndefined();
    expect(collection.find('p1', 'b')?.name).toBe('Bea');
  });

  it('keeps the server’s message, or the fallback when the failure has none', async () => {
    const collection = new KeyedCollection<Item>();

    await collection.fetch('p1', () => Promise.reject(forbidden), 'Could not load.');
    await collection.fetch('p2', () => Promise.reject(new TypeError('boom')), 'Could not load.');

    expect(collection.error('p1')).toBe('Not allowed');
    expect(collection.error('p2')).toBe('Could not load.');
    expect(collection.isLoading('p1')).toBe(false);
    expect(collection.list('p1')).toBeUndefined();
  });

  it('words the error with a function when given one', async () => {
    const collection = new KeyedCollection<Item>();

    await collection.fetch(
      'p1',
      () => Promise.reject(forbidden),
      (error) => `Error fetching: ${error instanceof Error ? error.message : 'unknown'}`,
    );

    expect(collection.errorByKey.get('p1')).toBe('Error fetching: Not allowed');
  });

  it('clears a key’s error when it loads again', async () => {
    const collection = new KeyedCollection<Item>();
    await collection.fetch('p1', () => Promise.reject(forbidden), 'Could not load.');

    await collection.fetch('p1', () => Promise.resolve([ada]), 'Could not load.');

    expect(collection.error('p1')).toBeUndefined();
    expect(collection.list('p1')).toEqual([ada]);
  });

  it('answers a second fetch of a key under way with the first one', async () => {
    const collection = new KeyedCollection<Item>();
    const first = deferred<Item[]>();
    let loads = 0;

    const fetches = [
      collection.fetch(
        'p1',
        () => {
          loads += 1;
          return first.promise;
        },
        'Could not load.',
      ),
      collection.fetch(
        'p1',
        () => {
          loads += 1;
          return Promise.resolve([bea]);
        },
        'Could not load.',
      ),
    ];
    first.resolve([ada]);
    await Promise.all(fetches);

    expect(loads).toBe(1);
    expect(collection.list('p1')).toEqual([ada]);

    await collection.fetch('p1', () => Promise.resolve([bea]), 'Could not load.');
    expect(collection.list('p1')).toEqual([bea]);
  });

  it('appends, replaces and removes by id', () => {
    const collection = new KeyedCollection<Item>();

    collection.append('p1', ada);
    collection.append('p1', bea);
    collection.replace('p1', { id: 'a', name: 'Ada L.' });
    collection.remove('p1', 'b');

    expect(collection.list('p1')).toEqual([{ id: 'a', name: 'Ada L.' }]);
  });

  it('leaves a list that has not arrived alone when replacing or removing', () => {
    const collection = new KeyedCollection<Item>();

    collection.replace('p1', ada);
    collection.remove('p1', 'a');

    expect(collection.list('p1')).toBeUndefined();
  });

  it('forgets a key’s list and error', async () => {
    const collection = new KeyedCollection<Item>();
    collection.set('p1', [ada]);
    await collection.fetch('p2', () => Promise.reject(forbidden), 'Could not load.');

    collection.forget('p1');
    collection.forget('p2');

    expect(collection.list('p1')).toBeUndefined();
    expect(collection.error('p2')).toBeUndefined();
  });

  it('lets observers see lists arrive and items change', async () => {
    const collection = new KeyedCollection<Item>();
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => {
      seen.push(
        collection
          .list('p1')
          ?.map((item) => item.name)
          .join(','),
      );
    });

    await collection.fetch('p1', () => Promise.resolve([ada]), 'Could not load.');
    const item = collection.find('p1', 'a');
    if (item) await patchOptimistically(item, { name: 'Ada L.' }, () => Promise.resolve());
    stop();

    expect(seen).toEqual([undefined, 'Ada', 'Ada L.']);
  });
});

describe('patchOptimistically', () => {
  it('shows the change before the answer and resolves with the answer', async () => {
    const item = { ...ada };
    const answer = deferred<string>();

    const saving = patchOptimistically(item, { name: 'Ada L.' }, () => answer.promise);

    expect(item.name).toBe('Ada L.');
    answer.resolve('saved');
    await expect(saving).resolves.toBe('saved');
    expect(item.name).toBe('Ada L.');
  });

  it('puts the changed fields back and rethrows when refused', async () => {
    const item = { id: 'a', name: 'Ada', color: '#000000' };

    await expect(
      patchOptimistically(item, { name: 'Ada L.' }, () => Promise.reject(forbidden)),
    ).rejects.toBe(forbidden);

    expect(item).toEqual({ id: 'a', name: 'Ada', color: '#000000' });
  });

  it('leaves fields whose value is undefined alone', async () => {
    const item = { id: 'a', name: 'Ada', color: '#000000' };

    await patchOptimistically(item, { name: undefined, color: '#ffffff' }, () => Promise.resolve());

    expect(item).toEqual({ id: 'a', name: 'Ada', color: '#ffffff' });
  });
});

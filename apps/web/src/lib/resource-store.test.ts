import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { Resource } from './resource-store';

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
});

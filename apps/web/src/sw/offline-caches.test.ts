import { describe, expect, it } from 'vitest';
import { offlineCacheName, parseOfflineCacheName } from './offline-caches';

describe('the offline caches’ names', () => {
  it('carry their kind and the build’s version, and read back', () => {
    const name = offlineCacheName('api', '8bf8fd991e7b13b0');
    expect(name).toBe('keel-api-8bf8fd991e7b13b0');
    expect(parseOfflineCacheName(name)).toEqual({ kind: 'api', version: '8bf8fd991e7b13b0' });
  });

  it('leave other caches alone', () => {
    for (const name of ['keel-other-1', 'workbox-precache', 'keel-api-', 'keel-assets-a b'])
      expect(parseOfflineCacheName(name), name).toBeNull();
  });
});

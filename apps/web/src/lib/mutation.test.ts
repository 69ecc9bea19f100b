import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { isOutcomeUnsure, type Mutation, MutationPipeline } from './mutation';

const refused = new ApiError({ status: 409, code: 'SERVER_OWN', message: 'Name taken' });
const unreachable = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' });
const crashed = new ApiError({ status: 500, code: 'SERVER_OWN', message: 'Boom' });

/** A value shown optimistically, the messages told, and a pipeline over them. */
function setUp() {
  const shown = { value: 'before' };
  const told: string[] = [];
  const pipeline = new MutationPipeline({ notify: (message) => told.push(message) });
  const mutation = (send: () => Promise<string>, extra: Partial<Mutation<string>> = {}) => ({
    apply: () => {
      const previous = shown.value;
      shown.value = 'after';
      return () => {
        shown.value = previous;
      };
    },
    send,
    failure: 'Could not save.',
    ...extra,
  });
  return { shown, told, pipeline, mutation };
}

describe('MutationPipeline', () => {
  it('shows the change before the server answers and commits the answer', async () => {
    const t = setUp();
    let release: (value: string) => void = () => undefined;
    const committed: string[] = [];
    const running = t.pipeline.run(
      t.mutation(() => new Promise((resolve) => (release = resolve)), {
        commit: (value) => committed.push(value),
      }),
    );
    expect(t.shown.value).toBe('after');
    release('saved');
    expect(await running).toEqual({ ok: true, value: 'saved' });
    expect(committed).toEqual(['saved']);
    expect(t.told).toEqual([]);
  });

  it('rolls back and tells the server’s reason on a refusal, without reading again', async () => {
    const t = setUp();
    const reread = vi.fn();
    const outcome = await t.pipeline.run(t.mutation(() => Promise.reject(refused), { reread }));
    expect(t.shown.value).toBe('before');
    expect(t.told).toEqual(['Name taken']);
    expect(outcome).toMatchObject({ ok: false, message: 'Name taken', unsure: false });
    expect(reread).not.toHaveBeenCalled();
  });

  it('reads again when the server may have applied the write (network, 5xx)', async () => {
    for (const error of [unreachable, crashed]) {
      const t = setUp();
      const reread = vi.fn(() => Promise.resolve());
      const outcome = await t.pipeline.run(t.mutation(() => Promise.reject(error), { reread }));
      expect(t.shown.value).toBe('before');
      expect(outcome).toMatchObject({ ok: false, unsure: true });
      expect(reread).toHaveBeenCalledTimes(1);
    }
  });

  it('uses the fallback text for a failure that carries none, and a per-write notify', async () => {
    const t = setUp();
    const inPlace: string[] = [];
    await t.pipeline.run(
      t.mutation(() => Promise.reject(new Error('bug')), {
        failure: () => 'Could not move.',
        notify: (message) => inPlace.push(message),
      }),
    );
    expect(inPlace).toEqual(['Could not move.']);
    expect(t.told).toEqual([]);
  });

  it('stays silent with notify: false and settles either way', async () => {
    const t = setUp();
    const settle = vi.fn();
    await t.pipeline.run(t.mutation(() => Promise.reject(refused), { notify: false, settle }));
    await t.pipeline.run(t.mutation(() => Promise.resolve('ok'), { settle }));
    expect(t.told).toEqual([]);
    expect(settle).toHaveBeenCalledTimes(2);
  });

  it('rethrows the original error from runOrThrow after rolling back', async () => {
    const t = setUp();
    await expect(
      t.pipeline.runOrThrow(t.mutation(() => Promise.reject(refused), { notify: false })),
    ).rejects.toBe(refused);
    expect(t.shown.value).toBe('before');
  });

  it('sends through the transport it is given (where an offline queue plugs in)', async () => {
    const t = setUp();
    const delivered: string[] = [];
    t.pipeline.useTransport({
      deliver: (mutation) => {
        delivered.push(mutation.name ?? '');
        return mutation.send();
      },
    });
    await t.pipeline.run(t.mutation(() => Promise.resolve('ok'), { name: 'rename' }));
    expect(delivered).toEqual(['rename']);
  });
});

describe('isOutcomeUnsure', () => {
  it('is unsure without an answer, on server errors and unreadable successes only', () => {
    expect(isOutcomeUnsure(unreachable)).toBe(true);
    expect(isOutcomeUnsure(crashed)).toBe(true);
    expect(
      isOutcomeUnsure(new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: '' })),
    ).toBe(true);
    expect(isOutcomeUnsure(refused)).toBe(false);
    expect(isOutcomeUnsure(new Error('bug'))).toBe(false);
  });
});

describe('rereadAfter', () => {
  it('reads again after a refusal too when asked', async () => {
    const pipeline = new MutationPipeline({ notify: () => undefined });
    const reread = vi.fn();
    await pipeline.run({
      send: () => Promise.reject(refused),
      failure: 'x',
      reread,
      rereadAfter: 'any-failure',
    });
    expect(reread).toHaveBeenCalledTimes(1);
  });
});

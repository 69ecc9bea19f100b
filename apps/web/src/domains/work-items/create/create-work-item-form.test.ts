import type { Project, State } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  createBody,
  creatableProjects,
  defaultStateId,
  emptyValues,
  fittingDraftValues,
  hasTypedText,
  titleCount,
  titleError,
  valuesForNext,
} from './create-work-item-form';

function state(id: string, group: string, isDefault = false): State {
  return { id, group, default: isDefault } as unknown as State;
}

function project(id: string, role: number | null, archivedAt: string | null = null): Project {
  return { id, member_role: role, archived_at: archivedAt } as unknown as Project;
}

describe('titleError', () => {
  it('requires a title', () => {
    expect(titleError('')).toBe('Title is required');
    expect(titleError('   ')).toBe('Title is required');
  });
  it('allows 255 characters and no more', () => {
    expect(titleError('a'.repeat(255))).toBeNull();
    expect(titleError('a'.repeat(256))).toBe('Title must be at most 255 characters');
  });
});

describe('defaultStateId', () => {
  it('takes the default state, else the first unstarted, else the first', () => {
    expect(defaultStateId([state('a', 'backlog'), state('b', 'started', true)])).toBe('b');
    expect(defaultStateId([state('a', 'backlog'), state('b', 'unstarted')])).toBe('b');
    expect(defaultStateId([state('a', 'backlog')])).toBe('a');
    expect(defaultStateId([])).toBeNull();
  });
});

describe('creatableProjects', () => {
  it('keeps active projects where the viewer is member or admin', () => {
    const kept = creatableProjects([
      project('admin', 20),
      project('member', 15),
      project('guest', 5),
      project('outsider', null),
      project('archived', 20, '2026-01-01T00:00:00Z'),
    ]);
    expect(kept.map((entry) => entry.id)).toEqual(['admin', 'member']);
  });
});

describe('createBody', () => {
  it('sends the trimmed title, the description as HTML and every property', () => {
    const values = {
      ...emptyValues('s1'),
      title: '  Fix login ',
      description: '<p>Steps</p>',
      labelIds: ['l1'],
      targetDate: '2026-12-01',
    };
    expect(createBody(values)).toEqual({
      name: 'Fix login',
      description_html: '<p>Steps</p>',
      state_id: 's1',
      priority: 'none',
      assignee_ids: [],
      label_ids: ['l1'],
      start_date: null,
      target_date: '2026-12-01',
      estimate_point: null,
    });
  });
  it('adds the business fields chosen, and only those', () => {
    const body = createBody({
      ...emptyValues('s1'),
      title: 'Stock take',
      business: { ...emptyValues(null).business, shop: 'shop-1', customers: ['c1'] },
    });
    expect(body).toMatchObject({ shop: 'shop-1', customers: ['c1'] });
    expect(body).not.toHaveProperty('shops');
    expect(body).not.toHaveProperty('customer');
    expect(body).not.toHaveProperty('budget_source');
    expect(body).not.toHaveProperty('is_revision');
  });
  it('names an untitled draft "Untitled" and leaves an empty description out', () => {
    const body = createBody({ ...emptyValues(null), description: '<p></p>' });
    expect(body.name).toBe('Untitled');
    expect(body).not.toHaveProperty('description_html');
  });
});

describe('hasTypedText and valuesForNext', () => {
  it('sees text in the title or the description only', () => {
    expect(hasTypedText(emptyValues(null))).toBe(false);
    expect(hasTypedText({ title: ' ', description: '<p></p>' })).toBe(false);
    expect(hasTypedText({ title: ' ', description: '<p>x</p>' })).toBe(true);
  });
  it('clears the text and keeps the properties for the next item', () => {
    const business = { ...emptyValues('s').business, shop: 'shop-1', is_revision: true };
    const next = valuesForNext({
      ...emptyValues('s'),
      title: 't',
      description: 'd',
      labelIds: ['l'],
      business,
    });
    expect(next).toEqual({ ...emptyValues('s'), labelIds: ['l'], business });
  });
});

describe('titleCount', () => {
  it('counts against the limit only near it', () => {
    expect(titleCount('a'.repeat(203))).toBeNull();
    expect(titleCount('a'.repeat(204))).toBe('204/255');
    expect(titleCount(`  ${'a'.repeat(300)}  `)).toBe('300/255');
  });
});

describe('fittingDraftValues', () => {
  it('leaves a title that fits alone', () => {
    const values = { ...emptyValues('s'), title: 'Short', description: '<p>d</p>' };
    expect(fittingDraftValues(values)).toEqual({ values, isShortened: false });
  });
  it('cuts a long title to fit and keeps all of it at the top of the description', () => {
    const title = `${'word '.repeat(60)}<end> & more`;
    const fitted = fittingDraftValues({
      ...emptyValues('s'),
      title,
      description: '<p>Body</p>',
    });
    expect(fitted.isShortened).toBe(true);
    expect(fitted.values.title.length).toBeLessThanOrEqual(255);
    expect(title.startsWith(fitted.values.title)).toBe(true);
    expect(titleError(fitted.values.title)).toBeNull();
    expect(fitted.values.description).toBe(
      `<p>${'word '.repeat(60)}&lt;end&gt; &amp; more</p><p>Body</p>`,
    );
  });
});

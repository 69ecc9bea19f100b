import { describe, expect, it } from 'vitest';
import { makeProject } from '#web/test/factories';
import {
  changedFields,
  fieldMessage,
  formFieldOf,
  formFromProject,
  timezoneOptions,
  validateGeneralForm,
} from './project-general-form';

const project = makeProject({
  name: 'Website',
  identifier: 'WEB',
  logo_props: { in_use: 'emoji', emoji: { value: '128640' } },
  project_lead: '11111111-1111-4111-8111-111111111111',
});

describe('changedFields', () => {
  it('sends nothing for an untouched form', () => {
    const values = formFromProject(project);
    expect(changedFields(project, values)).toEqual({});
  });

  it('sends only what changed, as the server stores it', () => {
    const values = {
      ...formFromProject(project),
      name: '  Web site ',
      identifier: 'site',
      coverImage: ' https://example.com/cover.png ',
      projectLead: '',
      network: 0,
    };
    expect(changedFields(project, values)).toEqual({
      name: 'Web site',
      identifier: 'SITE',
      cover_image: 'https://example.com/cover.png',
      project_lead: null,
      network: 0,
    });
  });

  it('sends the logo in Plane’s shape when another was chosen', () => {
    const values = { ...formFromProject(project), logo: { kind: 'emoji' as const, emoji: '🐛' } };
    expect(changedFields(project, values)).toEqual({
      logo_props: { in_use: 'emoji', emoji: { value: '128027' } },
    });
  });

  it('takes a blank cover image as none', () => {
    const withCover = makeProject({ cover_image: 'https://example.com/a.png' });
    const values = { ...formFromProject(withCover), coverImage: '  ' };
    expect(changedFields(withCover, values)).toEqual({ cover_image: null });
  });
});

describe('validateGeneralForm', () => {
  const valid = formFromProject(project);

  it('accepts the project as it is', () => {
    expect(validateGeneralForm(valid)).toEqual({});
  });

  it('gives the server’s messages for a bad name and identifier', () => {
    expect(validateGeneralForm({ ...valid, name: ' ', identifier: '' })).toEqual({
      name: 'Project name is required',
      identifier: 'Project identifier is required',
    });
    expect(validateGeneralForm({ ...valid, identifier: 'WEB-1' }).identifier).toBe(
      'Project identifier can only contain letters and numbers',
    );
    expect(validateGeneralForm({ ...valid, identifier: 'ABCDEFGHIJKLM' }).identifier).toBe(
      'Project identifier must be at most 12 characters',
    );
  });

  it('says how long a name over the limit is, instead of cutting it', () => {
    expect(validateGeneralForm({ ...valid, name: 'N'.repeat(256) }).name).toBe(
      'Project name must be at most 255 characters (it has 256)',
    );
    expect(validateGeneralForm({ ...valid, name: 'N'.repeat(255) }).name).toBeUndefined();
  });

  it('wants a web address or an uploaded image for the cover image', () => {
    for (const coverImage of ['javascript:alert(1)', 'notaurl'])
      expect(validateGeneralForm({ ...valid, coverImage }).coverImage).toBe(
        'Cover image must be a web address starting with http:// or https://',
      );
    expect(
      validateGeneralForm({
        ...valid,
        coverImage: '/api/assets/v2/static/4f0c1d8e-2b7a-4c55-9a0e-6f1d2c3b4a59/',
      }).coverImage,
    ).toBeUndefined();
  });
});

describe('server errors', () => {
  it('maps the field a server error names to the form’s field', () => {
    expect(formFieldOf('cover_image')).toBe('coverImage');
    expect(formFieldOf('identifier')).toBe('identifier');
    expect(formFieldOf('sort_order')).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
  });

  it('drops the field prefix of a validation message', () => {
    expect(fieldMessage('timezone', 'timezone: Timezone is too long')).toBe('Timezone is too long');
    expect(fieldMessage('name', 'A project with this name already exists')).toBe(
      'A project with this name already exists',
    );
  });
});

describe('timezoneOptions', () => {
  it('lists UTC and the project’s zone, with the current offset', () => {
    const at = new Date('2025-01-15T12:00:00Z');
    const options = timezoneOptions('Mars/Olympus', at);
    expect(options.find((option) => option.value === 'UTC')?.label).toMatch(/^UTC \(GMT/);
    expect(options.find((option) => option.value === 'Europe/Paris')?.label).toBe(
      'Europe/Paris (GMT+1)',
    );
    expect(options.find((option) => option.value === 'Mars/Olympus')?.label).toBe('Mars/Olympus');
  });
});

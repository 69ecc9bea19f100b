import { describe, expect, it } from 'vitest';
import { AppError, ERRORS, fillMessage, isAppError, isErrorCode } from './errors';

describe('AppError', () => {
  it('takes status and message from the catalogue', () => {
    const error = new AppError('WORKSPACE_NOT_FOUND');
    expect(error.status).toBe(404);
    expect(error.message).toBe('Workspace not found');
    expect(error.field).toBeUndefined();
  });

  it('can name the field at fault with its own message', () => {
    const error = new AppError('VALIDATION_ERROR', { message: 'name: Required', field: 'name' });
    expect(error.status).toBe(400);
    expect(error.message).toBe('name: Required');
    expect(error.field).toBe('name');
  });

  it('keeps the spec texts exactly', () => {
    expect(ERRORS.MISSING_REQUIRED_FIELDS.message).toBe('Missing required fields.');
    expect(ERRORS.CSRF_TOKEN_NOT_FOUND.message).toBe('CSRF token not found');
    expect(ERRORS.USER_ID_NOT_AVAILABLE.message).toBe('user id not available');
    expect(ERRORS.INTERNAL.message).toBe('Internal error');
  });

  it('recognises known codes only', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });

  it('fills the parameters of a specific code and keeps them for the client', () => {
    const error = new AppError('INVITEES_ALREADY_MEMBERS', {
      params: { emails: 'a@keel.test, b@keel.test' },
      field: 'emails',
    });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Already a member of this workspace: a@keel.test, b@keel.test');
    expect(error.params).toEqual({ emails: 'a@keel.test, b@keel.test' });
    expect(isAppError(error)).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
  });

  it('holds throwers to the parameters of their code', () => {
    // @ts-expect-error a code with parameters needs them
    expect(() => new AppError('ESTIMATE_TOO_MANY_POINTS')).not.toThrow();
    // @ts-expect-error every parameter, by its name
    new AppError('ESTIMATE_TOO_MANY_POINTS', { params: { min: 2 } });
    // @ts-expect-error a code without parameters takes none
    new AppError('LABEL_NAME_TAKEN', { params: { name: 'Bug' } });
    // @ts-expect-error only detailed codes take a message of their own
    new AppError('LABEL_NAME_TAKEN', { message: 'Taken' });
    expect(new AppError('ESTIMATE_TOO_MANY_POINTS', { params: { max: 6 } }).message).toBe(
      'An estimate has at most 6 points.',
    );
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillMessage('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });

  it('writes every message placeholder as {{name}}', () => {
    for (const spec of Object.values(ERRORS)) {
      expect(spec.message.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
    }
  });
});

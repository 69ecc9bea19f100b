import { describe, expect, it } from 'vitest';
import { AppError, ERRORS, isErrorCode } from './errors';

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
});

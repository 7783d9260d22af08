import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-error';
import { showFormError } from './notify';

describe('showFormError', () => {
  // A spy, not vi.mock: the worker's files share their modules, so ./notify may already hold the real module.
  beforeEach(() => vi.spyOn(notifications, 'show').mockImplementation(() => 'id'));

  it('puts a message that names one of the form fields on that field, without a toast', () => {
    const onField = vi.fn();
    const error = ApiError.single(409, 'conflict', 'auth.error.email_taken', { field: 'email' });
    expect(showFormError(error, ['email', 'username'] as const, onField)).toBe('email');
    expect(onField).toHaveBeenCalledWith('email', 'auth.error.email_taken');
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('toasts an error that names no field of the form, or is not from the API', () => {
    const onField = vi.fn();
    expect(
      showFormError(ApiError.single(400, 'validation', 'x', { field: 'other' }), ['email'] as const, onField),
    ).toBeUndefined();
    expect(showFormError(new Error('boom'), ['email'] as const, onField)).toBeUndefined();
    expect(onField).not.toHaveBeenCalled();
    expect(notifications.show).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from '@mall/api-client/client';
import { errorMessage } from './error-message';

// Answers the key it was asked for, so the test sees which text was chosen.
const t = ((key: string) => key) as unknown as TFunction;

describe('staff error message', () => {
  it("shows the server's translated message first", () => {
    expect(errorMessage(new ApiError('1', 'No permission', 'NO_PERMISSION'), t)).toBe('No permission');
  });

  it('falls back to our own text for the error key', () => {
    expect(errorMessage(new ApiError('1', '', 'NO_PERMISSION'), t)).toBe('errors:NO_PERMISSION');
  });

  it("reports a dropped connection from the app's namespace", () => {
    expect(errorMessage(new TypeError('Failed to fetch'), t)).toBe('backoffice:errors.network');
  });

  it("reports anything else as unexpected from the app's namespace", () => {
    expect(errorMessage(new Error('boom'), t)).toBe('backoffice:errors.unexpected');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { PasswordField } from './password-field';

afterEach(cleanup);

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    await renderWithUi(<PasswordField label="Password" defaultValue="abc123" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});

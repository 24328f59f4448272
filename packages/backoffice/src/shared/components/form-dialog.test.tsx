import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@mall/i18n/web';
import { FormDialog } from './form-dialog';

afterEach(cleanup);

async function renderDialog(busy: boolean) {
  const i18n = await initI18n('en', ['backoffice', 'ui']);
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FormDialog title="Edit warehouse" busy={busy} onClose={onClose} onSubmit={onSubmit}>
        <input aria-label="Name" defaultValue="North" />
      </FormDialog>
    </I18nextProvider>,
  );
  return { onSubmit, onClose };
}

describe('form dialog', () => {
  it('submits its form with Save and closes with Cancel', async () => {
    const { onSubmit, onClose } = await renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Edit warehouse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toBeTruthy();
  });

  it('disables both buttons while the save runs', async () => {
    await renderDialog(true);
    expect((await screen.findByRole('button', { name: 'Save' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });
});

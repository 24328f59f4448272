import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { LanguageMenu } from './language-menu';

afterEach(cleanup);

describe('LanguageMenu', () => {
  it("shows i18next's current language and hands on the chosen code", async () => {
    const onChange = vi.fn();
    await renderWithUi(<LanguageMenu onChange={onChange} />, { lng: 'ja' });
    const select = screen.getByRole('combobox');
    expect(select.textContent).toContain('日本語');
    fireEvent.mouseDown(select);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Français' }));
    expect(onChange).toHaveBeenCalledWith('fr');
  });
});

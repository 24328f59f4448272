import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { languages } from '@mall/i18n/languages';
import { renderWithUi } from '../test-utils';
import { LanguageSelect } from './language-select';

afterEach(cleanup);

describe('LanguageSelect', () => {
  it('shows the current language by its native name', async () => {
    await renderWithUi(<LanguageSelect value="ja" languages={languages} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toContain('日本語');
  });

  it('lists every language by native name and reports the chosen code', async () => {
    const onChange = vi.fn();
    await renderWithUi(<LanguageSelect value="en" languages={languages} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(21);
    fireEvent.click(within(listbox).getByRole('option', { name: 'العربية' }));
    expect(onChange).toHaveBeenCalledWith('ar');
  });

  it('does not report a change when the current language is picked again', async () => {
    const onChange = vi.fn();
    await renderWithUi(<LanguageSelect value="en" languages={languages} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('labels the control in the interface language', async () => {
    await renderWithUi(<LanguageSelect value="de" languages={languages} onChange={() => {}} />, { lng: 'de' });
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
  });
});

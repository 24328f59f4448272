import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { SearchField } from './search-field';

afterEach(cleanup);

describe('SearchField', () => {
  it('is a labelled search box that reports every change', async () => {
    const onChange = vi.fn();
    await renderWithUi(<SearchField label="Search goods" value="" onChange={onChange} placeholder="Name" />);
    const box = screen.getByRole('searchbox', { name: 'Search goods' });
    expect(box.getAttribute('placeholder')).toBe('Name');
    fireEvent.change(box, { target: { value: 'mug' } });
    expect(onChange).toHaveBeenCalledWith('mug');
  });
});

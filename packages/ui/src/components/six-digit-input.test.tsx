import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { SixDigitInput } from './six-digit-input';

afterEach(cleanup);

function Harness({ onValue, initial = '' }: { onValue?: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <SixDigitInput value={value} onChange={(v) => { setValue(v); onValue?.(v); }} />;
}

const boxes = () => screen.getAllByLabelText(/^Digit \d of 6$/) as HTMLInputElement[];

describe('SixDigitInput', () => {
  it('renders six masked boxes in a group named by its label', async () => {
    await renderWithUi(<Harness />);
    expect(screen.getByRole('group', { name: 'Transaction password' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    for (const box of boxes()) expect(box.type).toBe('password');
  });

  it('appends typed digits and moves focus to the next box', async () => {
    const onValue = vi.fn();
    await renderWithUi(<Harness onValue={onValue} />);
    fireEvent.change(boxes()[0], { target: { value: '4' } });
    fireEvent.change(boxes()[1], { target: { value: '2' } });
    expect(onValue).toHaveBeenLastCalledWith('42');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('ignores anything that is not a digit', async () => {
    const onValue = vi.fn();
    await renderWithUi(<Harness onValue={onValue} />);
    fireEvent.change(boxes()[0], { target: { value: 'a' } });
    expect(onValue).not.toHaveBeenCalled();
    expect(boxes()[0].value).toBe('');
  });

  it('fills all boxes from a paste, keeping only the first six digits', async () => {
    const onValue = vi.fn();
    await renderWithUi(<Harness onValue={onValue} />);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '12-34 567' } });
    expect(onValue).toHaveBeenLastCalledWith('123456');
    expect(boxes().map((b) => b.value).join('')).toBe('123456');
  });

  it('removes the last digit on Backspace from an empty box', async () => {
    const onValue = vi.fn();
    await renderWithUi(<Harness onValue={onValue} initial="123" />);
    fireEvent.keyDown(boxes()[3], { key: 'Backspace' });
    expect(onValue).toHaveBeenLastCalledWith('12');
  });

  it('shows the digits when masked is false', async () => {
    await renderWithUi(<SixDigitInput value="12" onChange={() => {}} masked={false} />);
    expect(boxes()[0].type).toBe('text');
    expect(boxes()[1].value).toBe('2');
  });
});

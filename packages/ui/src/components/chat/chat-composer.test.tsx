import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../../test-utils';
import { ChatComposer } from './chat-composer';

afterEach(cleanup);

const input = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
const pick = (f: File) => fireEvent.change(screen.getByTestId('chat-picture-input'), { target: { files: [f] } });

describe('ChatComposer', () => {
  it('sends on Enter and clears the input', async () => {
    const onSend = vi.fn();
    await renderWithUi(<ChatComposer onSend={onSend} maxLength={2000} />);
    fireEvent.change(input(), { target: { value: 'hello' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('hello');
    expect(input().value).toBe('');
  });

  it('does not send on Shift+Enter (a new line)', async () => {
    const onSend = vi.fn();
    await renderWithUi(<ChatComposer onSend={onSend} maxLength={2000} />);
    fireEvent.change(input(), { target: { value: 'hello' } });
    const notPrevented = fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(notPrevented).toBe(true);
    fireEvent.change(input(), { target: { value: 'hello\nworld' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('hello\nworld');
  });

  it('does not send blank text', async () => {
    const onSend = vi.fn();
    await renderWithUi(<ChatComposer onSend={onSend} maxLength={2000} />);
    fireEvent.change(input(), { target: { value: '  \n ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('counts characters and refuses text over the limit', async () => {
    const onSend = vi.fn();
    await renderWithUi(<ChatComposer onSend={onSend} maxLength={5} />);
    fireEvent.change(input(), { target: { value: 'abcdef' } });
    expect(screen.getByTestId('chat-counter').textContent).toBe('6/5');
    expect(screen.getByRole('alert').textContent).toBe('At most 5 characters');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('rejects a 3 MB picture before upload', async () => {
    const onPick = vi.fn();
    const onReject = vi.fn();
    await renderWithUi(<ChatComposer onSend={vi.fn()} onPickPicture={onPick} onRejectPicture={onReject} maxLength={2000} />);
    pick(file('big.jpg', 'image/jpeg', 3 * 1024 * 1024));
    expect(onPick).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith('size', expect.any(File));
    expect(screen.getByRole('alert').textContent).toBe('The picture is larger than 2 MB');
  });

  it('rejects a GIF picture before upload', async () => {
    const onPick = vi.fn();
    await renderWithUi(<ChatComposer onSend={vi.fn()} onPickPicture={onPick} maxLength={2000} />);
    pick(file('cat.gif', 'image/gif', 1000));
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Only JPEG or PNG pictures can be sent');
  });

  it('hands over a small PNG', async () => {
    const onPick = vi.fn();
    await renderWithUi(<ChatComposer onSend={vi.fn()} onPickPicture={onPick} maxLength={2000} />);
    const png = file('a.png', 'image/png', 1000);
    pick(png);
    expect(onPick).toHaveBeenCalledWith(png);
  });

  it('is disabled while sending and shows upload progress', async () => {
    const onSend = vi.fn();
    await renderWithUi(<ChatComposer onSend={onSend} onPickPicture={vi.fn()} maxLength={2000} busy uploading uploadProgress={40} />);
    fireEvent.change(input(), { target: { value: 'hi' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send a picture' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Uploading picture' }).getAttribute('aria-valuenow')).toBe('40');
  });

  it('shows text the caller puts in and clears it through onChange after a send', async () => {
    const onSend = vi.fn();
    const onChange = vi.fn();
    const { rerender } = await renderWithUi(<ChatComposer onSend={onSend} maxLength={2000} value="Thanks for waiting" onChange={onChange} />);
    expect(input().value).toBe('Thanks for waiting');
    fireEvent.change(input(), { target: { value: 'Thanks for waiting!' } });
    expect(onChange).toHaveBeenLastCalledWith('Thanks for waiting!');
    rerender(<ChatComposer onSend={onSend} maxLength={2000} value="Thanks for waiting!" onChange={onChange} />);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Thanks for waiting!');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

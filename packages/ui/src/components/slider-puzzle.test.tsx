import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { SliderPuzzle, type SliderChallenge } from './slider-puzzle';

afterEach(cleanup);

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let n = 0;
const challenge = (): SliderChallenge => ({ captchaId: `c${++n}`, bg: PNG, piece: PNG, y: 37, width: 320, height: 160, pieceSize: 44 });

async function setup(verify: (id: string, x: number) => Promise<string>, failureDelayMs = 10) {
  const load = vi.fn(async () => challenge());
  const onVerified = vi.fn();
  await renderWithUi(<SliderPuzzle load={load} verify={vi.fn(verify)} onVerified={onVerified} failureDelayMs={failureDelayMs} />);
  await waitFor(() => expect(screen.getByTestId('slider-puzzle').dataset.status).toBe('ready'));
  return { load, onVerified };
}

const drag = (from: number, to: number) => {
  const handle = screen.getByTestId('slider-handle');
  fireEvent.pointerDown(handle, { clientX: from, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: (from + to) / 2, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: to, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: to, pointerId: 1 });
};

describe('SliderPuzzle', () => {
  it('lays the piece at the challenge y and is always left-to-right', async () => {
    await setup(async () => 'token');
    expect(screen.getByTestId('slider-puzzle').getAttribute('dir')).toBe('ltr');
    const piece = screen.getByTestId('slider-piece');
    expect(piece.style.top).toBe('37px');
    expect(piece.style.left).toBe('0px');
    expect(screen.getByText('Drag the slider to fit the puzzle')).toBeTruthy();
  });

  it('sends the rounded drag distance on release and reports the token', async () => {
    const verify = vi.fn(async () => 'captcha-token-1');
    const { onVerified } = await setup(verify);
    drag(20, 150.6);
    expect(verify).toHaveBeenCalledWith('c' + n, 131);
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('captcha-token-1'));
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByTestId('slider-piece').style.left).toBe('130.6px');
  });

  it('draws a challenge wider than its room smaller and still sends x in the challenge’s pixels', async () => {
    // A 240 px wide dialog on a phone: the 320 px challenge is drawn at three quarters.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(240);
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    try {
      const verify = vi.fn(async () => 'token');
      await setup(verify);
      await waitFor(() => expect(screen.getByRole('img', { name: 'Puzzle picture with a missing piece' }).getAttribute('width')).toBe('240'));
      expect(screen.getByTestId('slider-piece').style.top).toBe(`${37 * 0.75}px`);
      drag(0, 75);
      expect(verify).toHaveBeenCalledWith(expect.any(String), 100);
      expect(screen.getByTestId('slider-piece').style.left).toBe('75px');
    } finally {
      width.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('keeps the piece inside the picture when dragged too far', async () => {
    const verify = vi.fn(async () => 'token');
    await setup(verify);
    drag(0, 1000);
    expect(verify).toHaveBeenCalledWith(expect.any(String), 320 - 44);
  });

  it('shows the failure text and loads a new challenge when verification is rejected', async () => {
    const { load, onVerified } = await setup(async () => { throw new Error('mismatch'); }, 50);
    drag(0, 80);
    expect(await screen.findByText('Verification failed, please try again')).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('slider-puzzle').dataset.status).toBe('ready'));
    expect(screen.getByTestId('slider-piece').style.left).toBe('0px');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('can be solved with the keyboard: arrows move, Enter submits', async () => {
    const verify = vi.fn(async () => 'token');
    await setup(verify);
    const handle = screen.getByRole('slider', { name: 'Puzzle slider' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('10');
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(verify).toHaveBeenCalledWith(expect.any(String), 10);
  });

  it('offers a retry when the challenge cannot be loaded', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(challenge());
    await renderWithUi(<SliderPuzzle load={load} verify={async () => 't'} onVerified={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('slider-puzzle').dataset.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

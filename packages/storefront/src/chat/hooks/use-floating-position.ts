import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { readStored, writeStored } from '@mall/api-client/storage';

export interface Point { x: number; y: number }
export interface Size { width: number; height: number }

/** Where the chat dialog was last left (page coordinates of its top-left corner). */
export const CHAT_POSITION_KEY = 'ES_CHAT_POSITION';
const MARGIN = 16;
const KEY_STEP = 16;

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** Keeps a box of `size` wholly inside the viewport. */
export function clampPosition(p: Point, size: Size, vp: Size): Point {
  return {
    x: Math.round(Math.min(Math.max(0, p.x), Math.max(0, vp.width - size.width))),
    y: Math.round(Math.min(Math.max(0, p.y), Math.max(0, vp.height - size.height))),
  };
}

function storedPosition(): Point | null {
  try {
    const p = JSON.parse(readStored(CHAT_POSITION_KEY) ?? 'null') as Partial<Point> | null;
    return p && Number.isFinite(p.x) && Number.isFinite(p.y) ? { x: Number(p.x), y: Number(p.y) } : null;
  } catch {
    return null;
  }
}

/**
 * The place of a floating box: dragged by a handle (pointer, or arrow keys on the focused handle),
 * always inside the window, also when the window shrinks, and remembered in local storage. It starts
 * in the bottom corner at the inline end.
 */
export function useFloatingPosition(wanted: Size, rtl: boolean) {
  const [vp, setVp] = useState(viewport);
  const size: Size = { width: Math.min(wanted.width, vp.width), height: Math.min(wanted.height, vp.height) };
  const [pos, setPos] = useState<Point>(() => storedPosition() ?? {
    x: rtl ? MARGIN : vp.width - size.width - MARGIN,
    y: vp.height - size.height - MARGIN,
  });
  const place = clampPosition(pos, size, vp);
  const latest = useRef(place);
  latest.current = place;

  useEffect(() => {
    const onResize = () => setVp(viewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const save = useCallback((p: Point) => writeStored(CHAT_POSITION_KEY, JSON.stringify(p)), []);

  const onPointerDown = useCallback((e: ReactPointerEvent) => {
    // Buttons in the handle keep their clicks.
    if (e.button !== 0 || (e.target as Element).closest('button, a, input')) return;
    e.preventDefault();
    const start = { px: e.clientX, py: e.clientY, ...latest.current };
    const move = (ev: PointerEvent) => {
      const next = clampPosition({ x: start.x + ev.clientX - start.px, y: start.y + ev.clientY - start.py }, size, viewport());
      latest.current = next;
      setPos(next);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      save(latest.current);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  }, [size.width, size.height, save]);

  const onKeyDown = useCallback((e: KeyboardEvent) => {
    const step: Record<string, Point> = { ArrowLeft: { x: -KEY_STEP, y: 0 }, ArrowRight: { x: KEY_STEP, y: 0 }, ArrowUp: { x: 0, y: -KEY_STEP }, ArrowDown: { x: 0, y: KEY_STEP } };
    const d = step[e.key];
    if (!d || e.target !== e.currentTarget) return;
    e.preventDefault();
    const next = clampPosition({ x: latest.current.x + d.x, y: latest.current.y + d.y }, size, viewport());
    setPos(next);
    save(next);
  }, [size.width, size.height, save]);

  return { position: place, size, handle: { onPointerDown, onKeyDown } };
}

import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { EventBus } from './events';

describe('event bus', () => {
  it('runs the handlers of an event in order of subscription', async () => {
    const bus = new EventBus();
    const seen: string[] = [];
    bus.on('account.cancelling', ({ id }) => { seen.push(`a${id}`); });
    bus.on('account.cancelling', async ({ id }) => { seen.push(`b${id}`); });
    bus.on('outbox.queued', () => { seen.push('other'); });
    await bus.emit('account.cancelling', { kind: 'user', id: 7 });
    expect(seen).toEqual(['a7', 'b7']);
  });

  it('lets a handler refuse: its error reaches the emitter and later handlers do not run', async () => {
    const bus = new EventBus();
    let later = false;
    bus.on('account.cancelling', () => { throw new AppError('CANCEL_BALANCE_REMAINS'); });
    bus.on('account.cancelling', () => { later = true; });
    await expect(bus.emit('account.cancelling', { kind: 'user', id: 1 })).rejects.toMatchObject({ key: 'CANCEL_BALANCE_REMAINS' });
    expect(later).toBe(false);
  });

  it('reports a failing fire-and-forget handler instead of throwing', async () => {
    const bus = new EventBus();
    bus.on('catalogue.changed', () => { throw new Error('boom'); });
    const errors: unknown[] = [];
    bus.fire('catalogue.changed', {}, (e) => errors.push(e));
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
  });
});

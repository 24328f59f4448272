import { describe, expect, it } from 'vitest';
import { isStoreTarget, targetFromQuery, targetQuery } from './chat-target';
import { chatWindowUrl } from './chat-window-url';

describe('chat targets', () => {
  it('reads a store and a product from a chat link', () => {
    expect(targetFromQuery(new URLSearchParams('token=t&partnerId=12&name=Ann&productId=34'))).toEqual({ sellerId: '12', productId: '34', orderNo: undefined });
  });
  it('means support without a partner, product or order', () => {
    const t = targetFromQuery(new URLSearchParams('token=t&lang=ar'));
    expect(isStoreTarget(t)).toBe(false);
    expect(targetQuery(t)).toBe('');
  });
  it('writes the link back', () => {
    expect(targetQuery({ sellerId: '12', productId: '34' })).toBe('?partnerId=12&productId=34');
  });
});

describe('chatWindowUrl', () => {
  it('carries token, partner, name, language, avatar and product', () => {
    const url = chatWindowUrl('/chat', { token: 'tk', target: { sellerId: '12', productId: '34' }, name: 'Ann Lee', lang: 'ar', avatar: '/a.png' });
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({ token: 'tk', partnerId: '12', name: 'Ann Lee', lang: 'ar', avatar: '/a.png', productId: '34' });
    expect(targetFromQuery(new URL(url, 'http://x').searchParams)).toEqual({ sellerId: '12', productId: '34', orderNo: undefined });
  });
});

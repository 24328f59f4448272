import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absolute-url';

describe('download link', () => {
  it('keeps a full address', () => {
    expect(absoluteUrl('https://dl.example/app.apk', 'https://mall.test')).toBe('https://dl.example/app.apk');
  });

  it('puts a path under the site address', () => {
    expect(absoluteUrl('/download/app.apk', 'https://mall.test')).toBe('https://mall.test/download/app.apk');
  });

  it('leaves an empty link empty', () => {
    expect(absoluteUrl('  ', 'https://mall.test')).toBe('');
  });
});

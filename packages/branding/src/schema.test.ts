import { describe, expect, it } from 'vitest';
import { brandSchema } from './schema';

const valid = {
  id: 'sample-brand',
  name: 'Sample',
  logo: 'logo.svg',
  colors: {
    main: '#123456', sub: '#abcdef', hover: '#0F2A44', background: '#FFFFFF', border: '#DDDDDD',
    activeButton: '#224466', footer: '#111111', text: '#222222', onMain: '#FFFFFF',
    onActiveButton: '#FFFFFF', footerText: '#EEEEEE',
  },
  support: { email: 'help@sample.example', phone: '+1 555 010 0000', url: 'https://sample.example' },
};

describe('brandSchema', () => {
  it('accepts a complete brand', () => {
    expect(brandSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['a named colour', { colors: { ...valid.colors, main: 'red' } }],
    ['a short hex', { colors: { ...valid.colors, text: '#fff' } }],
    ['a bad email', { support: { ...valid.support, email: 'help-at-sample' } }],
    ['a bad url', { support: { ...valid.support, url: 'sample.example' } }],
    ['a non-kebab id', { id: 'Sample_Brand' }],
  ])('rejects %s', (_label, patch) => {
    expect(brandSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });
});

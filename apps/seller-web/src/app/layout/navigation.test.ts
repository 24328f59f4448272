import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/seller.json';
import { navItems } from './navigation';

describe('overview cards', () => {
  it('have a description of every page in the navigation', () => {
    const sections: Record<string, string> = en.sections;
    expect(navItems.filter((i) => i.id !== 'home' && !sections[i.id]).map((i) => i.id)).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { clearSearchHistory, parseHistory, readSearchHistory, saveSearchKeyword, withKeyword } from './search-history';

afterEach(() => localStorage.clear());

describe('search history', () => {
  it('puts the newest keyword first', () => {
    expect(withKeyword(['lamp', 'chair'], 'kettle')).toEqual(['kettle', 'lamp', 'chair']);
  });

  it('moves a repeated keyword to the front instead of keeping two copies', () => {
    expect(withKeyword(['lamp', 'Kettle', 'chair'], 'kettle')).toEqual(['kettle', 'lamp', 'chair']);
  });

  it('keeps only the ten newest keywords', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `word${i}`);
    const next = withKeyword(ten, 'fresh');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('fresh');
    expect(next).not.toContain('word9');
  });

  it('ignores a blank keyword and trims the others', () => {
    expect(withKeyword(['lamp'], '   ')).toEqual(['lamp']);
    expect(withKeyword([], '  desk ')).toEqual(['desk']);
  });

  it('stores the history under ES_SEARCH_HISTORY and clears it', () => {
    saveSearchKeyword('lamp');
    saveSearchKeyword('desk');
    expect(JSON.parse(localStorage.getItem('ES_SEARCH_HISTORY')!)).toEqual(['desk', 'lamp']);
    expect(readSearchHistory()).toEqual(['desk', 'lamp']);
    clearSearchHistory();
    expect(localStorage.getItem('ES_SEARCH_HISTORY')).toBeNull();
    expect(readSearchHistory()).toEqual([]);
  });

  it('reads a damaged stored value as an empty history', () => {
    expect(parseHistory('{"not":"a list"}')).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('["ok", 3, ""]')).toEqual(['ok']);
  });
});

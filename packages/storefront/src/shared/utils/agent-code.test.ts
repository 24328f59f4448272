import { afterEach, describe, expect, it } from 'vitest';
import { agentCodeFrom, captureAgentCode } from './agent-code';

afterEach(() => localStorage.clear());

describe('agent code', () => {
  it('saves ?code= on any route as agentCode', () => {
    captureAgentCode('?k=1&code=INV42');
    expect(localStorage.getItem('agentCode')).toBe('INV42');
  });

  it('keeps an earlier code when the query has none', () => {
    localStorage.setItem('agentCode', 'OLD');
    captureAgentCode('?lang=de');
    expect(localStorage.getItem('agentCode')).toBe('OLD');
  });

  it('ignores a blank code', () => {
    expect(agentCodeFrom('?code=%20')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatAuditDetail } from './format-detail';

describe('audit detail', () => {
  it('lists the fields of a JSON detail, marking an empty former value', () => {
    expect(formatAuditDetail('{"from":"","to":"https://x.test/a"}')).toBe('from: "" · to: https://x.test/a');
  });
  it('keeps non-string values as JSON', () => {
    expect(formatAuditDetail('{"id":"1","enabled":true}')).toBe('id: 1 · enabled: true');
  });
  it('shows an empty object as nothing and plain text unchanged', () => {
    expect(formatAuditDetail('{}')).toBe('');
    expect(formatAuditDetail('password reset')).toBe('password reset');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { getBrand } from '@mall/branding/brands';
import { UiProviders } from './ui-providers';

afterEach(cleanup);

function Probe() {
  const theme = useTheme();
  return <Box data-testid="probe" data-brand={theme.brand.id} data-direction={theme.direction} sx={{ marginInlineStart: '7px', paddingLeft: '3px' }} />;
}

const cssText = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');

describe('UiProviders', () => {
  it('provides the brand theme', () => {
    render(<UiProviders brand={getBrand('bazaro')} direction="ltr"><Probe /></UiProviders>);
    expect(screen.getByTestId('probe').dataset.brand).toBe('bazaro');
    expect(screen.getByTestId('probe').dataset.direction).toBe('ltr');
  });

  it('flips physical properties for rtl and leaves logical ones alone', () => {
    render(<UiProviders brand={getBrand('mall')} direction="rtl"><Probe /></UiProviders>);
    const probe = screen.getByTestId('probe');
    expect(probe.dataset.direction).toBe('rtl');
    const rtlClass = [...probe.classList].find((c) => c.startsWith('muirtl-'));
    expect(rtlClass).toBeDefined();
    const rule = cssText().split('}').find((r) => r.includes(`.${rtlClass}`)) ?? '';
    expect(rule).toContain('padding-right:3px');
    expect(rule).toContain('margin-inline-start:7px');
  });
});

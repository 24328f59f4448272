import { forwardRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { AppShell, type AppShellLinkProps, type AppShellNavItem } from './app-shell';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const items: AppShellNavItem[] = [
  { to: '/', label: 'Overview', icon: <span />, end: true },
  { to: '/orders', label: 'Orders', icon: <span /> },
];

function stubWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: wide, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  }));
}

describe('AppShell', () => {
  it('shows the account and a sign-out button in the top bar of a wide screen', async () => {
    stubWidth(true);
    const onSignOut = vi.fn();
    await renderWithUi(
      <AppShell title="Seller centre" navigationLabel="Zone navigation" items={items} userName="Sam Goods" userDetail="Sam Seller" onSignOut={onSignOut}>
        <p>page</p>
      </AppShell>,
    );
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('Seller centre');
    expect(banner.textContent).toContain('Sam Goods');
    expect(banner.textContent).toContain('Sam Seller');
    expect(screen.getByRole('main').textContent).toBe('page');
    fireEvent.click(within(banner).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('renders the entries through the given link component, in order', async () => {
    stubWidth(true);
    const seen: AppShellLinkProps[] = [];
    const Link = forwardRef<HTMLAnchorElement, AppShellLinkProps>(function Link({ to, end, ...rest }, ref) {
      seen.push({ to, end });
      return <a ref={ref} {...rest} href={`#${to}`} aria-current={to === '/orders' ? 'page' : undefined} />;
    });
    await renderWithUi(<AppShell title="Zone" navigationLabel="Zone navigation" items={items} linkComponent={Link}><p>page</p></AppShell>);
    const nav = screen.getByRole('navigation', { name: 'Zone navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Overview', 'Orders']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#/', '#/orders']);
    expect(seen).toContainEqual({ to: '/', end: true });
  });

  it('keeps the navigation in a drawer behind the menu button on a narrow screen', async () => {
    stubWidth(false);
    const onSignOut = vi.fn();
    await renderWithUi(<AppShell title="Zone" navigationLabel="Zone navigation" items={items} userName="Sue" onSignOut={onSignOut} signingOut><p>page</p></AppShell>);
    expect(screen.queryByRole('navigation', { name: 'Zone navigation' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Sign out' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Zone navigation' });
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('presentation').textContent).toContain('Sue');
  });
});

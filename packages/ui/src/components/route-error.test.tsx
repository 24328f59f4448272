import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { renderWithUi } from '../test-utils';
import { RouteError, withRouteErrors } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

const routes: RouteObject[] = [
  {
    element: <div><header>frame</header><Outlet /></div>,
    children: [
      { path: '/', element: <p>home</p> },
      { path: '/broken', element: <Broken /> },
      { path: '/chunk', lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')) },
      { path: '/own', element: <Broken />, errorElement: <p>own boundary</p> },
    ],
  },
];

async function open(path: string, lng: 'en' | 'ar' = 'en') {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const router = createMemoryRouter(withRouteErrors(routes), { initialEntries: [path] });
  return renderWithUi(<RouterProvider router={router} />, { lng });
}

describe('route error boundaries', () => {
  afterEach(() => { cleanup(); vi.restoreAllMocks(); });

  it('gives every route a boundary and keeps the ones a route declares', () => {
    const wrapped = withRouteErrors(routes);
    expect(wrapped[0].errorElement).toBeTruthy();
    expect(wrapped[0].children?.slice(0, 3).every((r) => r.errorElement)).toBe(true);
    expect((wrapped[0].children?.[3].errorElement as { props: { children: string } }).props.children).toBe('own boundary');
  });

  it('shows a failed page inside the frame, translated, with a reload button', async () => {
    await open('/broken');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('frame')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load again' })).toBeTruthy();
  });

  it('says a page whose code could not be fetched can be loaded again', async () => {
    await open('/chunk', 'ar');
    expect(await screen.findByText('يتوفر إصدار جديد')).toBeTruthy();
    expect(screen.getByText('frame')).toBeTruthy();
  });

  it('says the browser is offline when it is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await open('/broken');
    expect(await screen.findByText('You are offline')).toBeTruthy();
  });

  it('reloads on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onReload = vi.fn();
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError onReload={onReload} /> }]);
    await renderWithUi(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load again' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

/** A route of an app's typed table: the pattern its router matches and how a link to it is written. */
export interface Route<Args extends unknown[] = []> {
  readonly path: string;
  readonly getHref: (...args: Args) => string;
}

/** A page without parameters, linked by its own path. */
export const route = (path: string): Route => ({ path, getHref: () => path });

/** A page of one thing, named in its query (`/orders/detail?id=`). */
export const routeOf = (path: string, param: string): Route<[value: string]> => ({
  path,
  getHref: (value) => `${path}?${param}=${encodeURIComponent(value)}`,
});

/** A page its query may narrow (`/category?categoryId=`); without a value, the page itself. */
export const routeNarrowedBy = (path: string, param: string): Route<[value?: string]> => ({
  path,
  getHref: (value) => (value ? `${path}?${param}=${encodeURIComponent(value)}` : path),
});

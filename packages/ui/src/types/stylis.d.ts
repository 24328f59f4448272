// stylis ships no types; only the prefixer middleware is used (emotion RTL cache).
declare module 'stylis' {
  export type Middleware = (element: any, index: number, children: any[], callback: Middleware) => string | void;
  export const prefixer: Middleware;
}

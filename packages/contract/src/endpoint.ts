import { z } from 'zod';

/** The three API surfaces: buyer (`/api`, `/wap/api`), seller (`/api/seller`) and admin (`/api/admin`). */
export type Surface = 'buyer' | 'seller' | 'admin';

/**
 * How a client sends the parameters: in the query string with an empty body (what the existing
 * buyer clients do for every call), in a form body (long values), as a JSON body, or as multipart.
 */
export type Transport = 'query' | 'form' | 'json' | 'multipart';

/** Who may call: anyone, anyone (a token is used when sent), or only a signed-in caller of the surface. */
export type Access = 'open' | 'signed-in';

/**
 * One endpoint of the wire: the only place its name, its input and its output are written. The
 * server's route tables and the client's calls both take these objects, so renaming or reshaping
 * an endpoint breaks the build of both sides.
 */
export interface Endpoint<
  S extends Surface = Surface,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Access = Access,
  T extends Transport = Transport,
> {
  readonly surface: S;
  /** `<controller>!<method>` as it appears in the URL. */
  readonly name: string;
  readonly access: A;
  /** The method the clients use (the server answers GET and POST alike). */
  readonly method: 'GET' | 'POST';
  readonly transport: T;
  /** Parses the parameters as they arrive (every value a string; a JSON body's values as sent). */
  readonly input: I;
  /** The `data` of a successful answer; the server drops fields it does not name. */
  readonly output: O;
}

/** An endpoint of any surface, input and output (`any`: each endpoint's own schema types are erased here). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<Surface, any, any, Access, Transport>;

/** The `data` of an answer that carries nothing. */
export const noData = z.null();

/** Input of an endpoint that takes no parameters. */
export const noInput = z.object({});

interface EndpointDef<S extends Surface, I extends z.ZodType, O extends z.ZodType, A extends Access, T extends Transport> {
  surface: S;
  name: string;
  access: A;
  method?: 'GET' | 'POST';
  transport?: T;
  input?: I;
  output: O;
}

/** Declares an endpoint (POST with query parameters unless said otherwise). */
export function endpoint<S extends Surface, O extends z.ZodType, A extends Access, I extends z.ZodType = typeof noInput, T extends Transport = 'query'>(
  def: EndpointDef<S, I, O, A, T>,
): Endpoint<S, I, O, A, T> {
  return {
    surface: def.surface,
    name: def.name,
    access: def.access,
    method: def.method ?? 'POST',
    transport: def.transport ?? ('query' as T),
    input: (def.input ?? noInput) as I,
    output: def.output,
  };
}

/** Declares endpoints of one surface with less repetition: `const e = endpoints('buyer')`. */
export function endpoints<S extends Surface>(surface: S) {
  return {
    /** Anyone may call it. */
    open: <O extends z.ZodType, I extends z.ZodType = typeof noInput, T extends Transport = 'query'>(name: string, def: Omit<EndpointDef<S, I, O, 'open', T>, 'surface' | 'name' | 'access'>) =>
      endpoint<S, O, 'open', I, T>({ ...def, surface, name, access: 'open' }),
    /** Only a signed-in caller of this surface may call it. */
    signedIn: <O extends z.ZodType, I extends z.ZodType = typeof noInput, T extends Transport = 'query'>(name: string, def: Omit<EndpointDef<S, I, O, 'signed-in', T>, 'surface' | 'name' | 'access'>) =>
      endpoint<S, O, 'signed-in', I, T>({ ...def, surface, name, access: 'signed-in' }),
  };
}

/**
 * What a client sends to an endpoint: the keys of its input object with plain values, or for a JSON
 * body, the input as its schema accepts it.
 */
export type ParamsOf<E extends AnyEndpoint> = E['transport'] extends 'json' ? z.input<E['input']> : E['input'] extends z.ZodObject<infer Shape>
  ? { [K in keyof Shape]?: string | number | boolean | null | undefined }
  : E['input'] extends z.ZodPipe<z.ZodObject<infer Shape>, z.ZodType>
    ? { [K in keyof Shape]?: string | number | boolean | null | undefined }
    : Record<string, string | number | boolean | null | undefined>;

/** What a client receives: the parsed `data`. */
export type OutputOf<E extends AnyEndpoint> = z.output<E['output']>;

/** What the server's handler returns before the output schema shapes it. */
export type ResultOf<E extends AnyEndpoint> = z.input<E['output']>;

/** What the server's handler receives after the input schema parsed the parameters. */
export type InputOf<E extends AnyEndpoint> = z.output<E['input']>;

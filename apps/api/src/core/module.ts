import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import type { EventBus } from './events';
import type { Registry } from './rpc';

/** What every module is given: configuration, database, log, the event bus and the services of the modules before it. */
export interface ModuleContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  events: EventBus;
  /** Services provided so far; reading one that no earlier module provided throws. */
  services: Deps;
  /** Prints the generated first-admin credentials. */
  print: (s: string) => void;
}

/** A job that runs every `everyMs` in each server process; it must be safe when several processes run it at once. */
export interface Sweep {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** What a module adds to the server once its services exist. */
export interface ModuleParts {
  /** Routes of each API surface. */
  routes?: {
    buyer?: (api: Registry<'user'>) => void;
    seller?: (api: Registry<'seller'>) => void;
    admin?: (api: Registry<'admin'>) => void;
  };
  sweeps?: Sweep[];
  /** Plain HTTP routes outside the API surfaces (files served with their own access check). */
  http?: (app: FastifyInstance) => void | Promise<void>;
  /** Called when the server closes (flush counters, stop workers). */
  stop?: () => Promise<void>;
}

/**
 * One module of the server: `provide` builds its services (reading those of earlier modules),
 * `start` subscribes to events, writes defaults and answers the routes and sweeps it adds.
 */
export interface AppModule<K extends keyof Deps = never> {
  name: string;
  provide?: (ctx: ModuleContext) => Pick<Deps, K> | Promise<Pick<Deps, K>>;
  start?: (ctx: ModuleContext) => ModuleParts | Promise<ModuleParts>;
}

/** A module of any provided keys, as the server's list holds them. */
export interface AnyAppModule {
  name: string;
  provide?: (ctx: ModuleContext) => Partial<Deps> | Promise<Partial<Deps>>;
  start?: (ctx: ModuleContext) => ModuleParts | Promise<ModuleParts>;
}

/** The service keys a list of modules provides. */
export type ProvidedBy<M> = M extends AppModule<infer K> ? K : never;

/** Declares a module (keeps the provided keys in the type). */
export function defineModule<K extends keyof Deps = never>(m: AppModule<K>): AppModule<K> {
  return m;
}

/** A services record that throws on a service nobody provided yet (a module listed too early). */
export function serviceContainer(): Deps {
  const store: Partial<Deps> = {};
  return new Proxy(store as Deps, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) throw new Error(`service "${key}" is not provided by any module listed before this one`);
      return Reflect.get(target, key);
    },
  });
}

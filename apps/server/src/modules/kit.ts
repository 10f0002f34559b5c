import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import type { TokenService } from '../lib/tokens';
import type { JobQueue } from './jobs/queue';
import type { FileStorage } from '../providers/storage';
import type { RouteContext, RouteInfra } from '../plugins/route-context';
import type { Metrics } from '../plugins/metrics';

/** What every module is built from besides other modules' services: the process's shared infrastructure. */
export type ModuleInfra = RouteInfra & {
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenService;
  /** The job queue and scheduler (ADR 0043): follow-ups written with a change, periodic tasks. */
  jobs: JobQueue;
  /** The process's metrics (ADR 0052): lifecycles count their creations in it. */
  metrics: Metrics;
  storage: FileStorage;
  redis: Redis | null;
  startedAt: number;
  /** Registers what to stop when the server closes (after the job worker, before the hub and the database). */
  onClose: (stop: () => Promise<void> | void) => void;
};

type Keys<T> = { readonly [K in keyof T]: true };

/**
 * A server module as the composition root sees it (ADR 0045): the services it needs of other modules and those it
 * provides, how it builds them, and what it adds to the server — routes under the API prefix (behind the per-IP
 * limit), routes at the root, periodic tasks, decorations and socket handlers.
 *
 * `needs` and `provides` list the keys of the types `build` takes and returns (the type holds the lists complete);
 * the composition builds each module once all it needs is built and hands it exactly that. `Uses` is what its routes
 * read of the services (its own, and shared ones such as idempotency).
 */
export type LumiModule<
  Needs extends object,
  Provides extends object,
  Uses extends object = Needs & Provides,
> = {
  name: string;
  needs: Keys<Needs>;
  provides: Keys<Provides>;
  build: (infra: ModuleInfra, services: Needs) => Provides;
  /** Routes under the API prefix, registered in the order of the module list. */
  routes?: (api: FastifyInstance, ctx: RouteContext<Uses>, infra: ModuleInfra) => Promise<void>;
  /** Routes at the root (crawler files, gateway callbacks, sandboxes, stored files), outside the per-IP limit. */
  rootRoutes?: (root: FastifyInstance, ctx: RouteContext<Uses>, infra: ModuleInfra) => Promise<void>;
  /** Periodic tasks, each run once per interval across all processes by the job worker (ADR 0043). */
  every?: (services: Needs & Provides, infra: ModuleInfra) => PeriodicTask[];
  /** Decorations of the server (test and operator handles), socket handlers, hooks. */
  attach?: (app: FastifyInstance, services: Needs & Provides, infra: ModuleInfra) => void;
};

export type PeriodicTask = { name: string; intervalMs: number; run: () => Promise<unknown> };

/**
 * A module of a process whose services are `Services`: a module is one when all it needs, provides and its routes
 * use are among them with their types (the composition root's list is typed with it).
 */
export type ModuleOf<Services extends object> = {
  name: string;
  needs: Partial<Keys<Services>>;
  provides: Partial<Keys<Services>>;
  build: (infra: ModuleInfra, services: Services) => Partial<Services>;
  routes?: (api: FastifyInstance, ctx: RouteContext<Services>, infra: ModuleInfra) => Promise<void>;
  rootRoutes?: (root: FastifyInstance, ctx: RouteContext<Services>, infra: ModuleInfra) => Promise<void>;
  every?: (services: Services, infra: ModuleInfra) => PeriodicTask[];
  attach?: (app: FastifyInstance, services: Services, infra: ModuleInfra) => void;
};

export function defineModule<
  Needs extends object,
  Provides extends object,
  Uses extends object = Needs & Provides,
>(module: LumiModule<Needs, Provides, Uses>): LumiModule<Needs, Provides, Uses> {
  return module;
}

/**
 * Builds every module's services, each once all it needs is built, whatever the list's order; refuses a need no
 * module provides, a service two modules provide, a circle of needs, and a module that does not build what it
 * declares.
 */
export function buildModules<Services extends object>(
  infra: ModuleInfra,
  modules: readonly ModuleOf<Services>[],
): Services {
  const built: Record<string, unknown> = {};
  const providers = new Map<string, string>();
  for (const module of modules)
    for (const key of Object.keys(module.provides)) {
      const other = providers.get(key);
      if (other) throw new Error(`service ${key} is provided by both ${other} and ${module.name}`);
      providers.set(key, module.name);
    }
  for (const module of modules)
    for (const key of Object.keys(module.needs))
      if (!providers.has(key))
        throw new Error(`module ${module.name} needs ${key}, which no module provides`);

  const waiting = [...modules];
  while (waiting.length > 0) {
    const index = waiting.findIndex((m) => Object.keys(m.needs).every((key) => key in built));
    if (index < 0) throw new Error(`modules needing each other: ${waiting.map((m) => m.name).join(', ')}`);
    const [module] = waiting.splice(index, 1) as [ModuleOf<Services>];
    const given = Object.fromEntries(Object.keys(module.needs).map((key) => [key, built[key]]));
    const provided = module.build(infra, given as Services) as Record<string, unknown>;
    for (const key of Object.keys(module.provides)) {
      if (provided[key] === undefined) throw new Error(`module ${module.name} did not build ${key}`);
      built[key] = provided[key];
    }
  }
  return built as Services;
}

/** What a module's `every` and `attach` receive: the services it needs and provides. */
export function servicesOf<Services extends object>(
  module: ModuleOf<Services>,
  services: Services,
): Services {
  const all = services as Record<string, unknown>;
  return Object.fromEntries(
    [...Object.keys(module.needs), ...Object.keys(module.provides)].map((key) => [key, all[key]]),
  ) as Services;
}

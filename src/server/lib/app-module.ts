import type { FastifyInstance } from 'fastify';

/** What the app gives every module as it assembles them. */
export interface ModuleContext {
  /** the app's one clock: every rule, job and staff action reads the time from it (tests move it) */
  now: () => Date;
}

/**
 * A module as the app assembles it (src/server/app-modules.ts): its name, the folder it lives in
 * under src/server/modules, and what it adds to the app (routes, hooks, job handlers). A module
 * that needs settings of the app's exports a function of them that returns this.
 */
export interface AppModule {
  name: string;
  register(app: FastifyInstance, context: ModuleContext): Promise<void>;
}

import type { FastifyPluginAsync, RawServerDefault } from 'fastify'
import fp from 'fastify-plugin'
import { SESSION_PLUGIN } from './guards.ts'
import { TEXT_GUARD_PLUGIN } from './text-guard.ts'

/**
 * What every route plugin needs registered before it. The rate limit and the text guard add
 * their checks to each route as it is registered (onRoute), so a route registered earlier would
 * silently go without them; the guards call `request.sessionUser()`, which the session plugin adds.
 */
export const ROUTE_DEPENDENCIES = ['@fastify/rate-limit', TEXT_GUARD_PLUGIN, SESSION_PLUGIN]

/**
 * A feature's routes as a named plugin that states its dependencies: registered in the wrong
 * order, the app fails at start naming the plugin that is missing, instead of serving a route
 * without its checks or failing on its first request. Still encapsulated, as before: its hooks
 * and decorators stay inside it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any plugin's options and type provider pass through unchanged
type Routes = FastifyPluginAsync<any, RawServerDefault, any>

export function routePlugin<Plugin extends Routes>(routes: Plugin): Plugin {
  // fastify-plugin marks the function it is given: a wrapper, so the feature's export stays as it is.
  const plugin: Routes = (app, options) => routes(app, options)
  fp(plugin, { name: routes.name, encapsulate: true, dependencies: ROUTE_DEPENDENCIES })
  return plugin as Plugin
}

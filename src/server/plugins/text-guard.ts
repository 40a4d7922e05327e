import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorIssue } from '#shared/common/errors.ts'
import { AppError } from '../lib/app-error.ts'
import { prependRouteHook, takesWrites } from './route-hooks.ts'

/** The name route plugins depend on. */
export const TEXT_GUARD_PLUGIN = 'text-guard'

/** Enough to name the fields at fault without letting one request build a huge answer. */
const MAX_ISSUES = 10

/**
 * PostgreSQL cannot store U+0000 in text (the insert fails, which was a 500), and a lone UTF-16
 * surrogate is not Unicode at all: it would be silently replaced on its way to the database.
 * With the `u` flag a valid surrogate pair is one code point, so only unpaired halves match \p{Cs}.
 */
function problemWith(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character'
  if (/\p{Cs}/u.test(text)) return 'must not contain an unpaired surrogate (invalid Unicode)'
  return null
}

/**
 * Every string (and object key) in a parsed body, query string or path, with its dotted path.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findHostileText(root: unknown): ErrorIssue[] {
  const issues: ErrorIssue[] = []
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: '' }]
  const note = (path: string, problem: string | null) => {
    if (problem) issues.push({ path, message: `${path ? `"${path}"` : 'The value'} ${problem}` })
  }
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const { value, path } = stack.pop() as { value: unknown; path: string }
    if (typeof value === 'string') {
      note(path, problemWith(value))
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: join(path, String(i)) })
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown]
        const childPath = join(path, key)
        const keyProblem = problemWith(key)
        if (keyProblem) note(childPath, keyProblem)
        else stack.push({ value: child, path: childPath })
      }
    }
  }
  return issues.slice(0, MAX_ISSUES)
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

async function refuseHostileText(request: FastifyRequest) {
  const issues = [
    ...findHostileText(request.params),
    ...findHostileText(request.query),
    ...findHostileText(request.body),
  ]
  const first = issues[0]
  if (first) throw new AppError('VALIDATION', first.message, issues.slice(0, MAX_ISSUES))
}

/** A route any caller's text reaches: a body, a query string, or a path with parameters. */
function takesText(route: RouteOptions): boolean {
  const schema = route.schema
  return takesWrites(route) || Boolean(schema?.querystring || schema?.params) || /[:*]/.test(route.url)
}

/**
 * One check for every route that takes text, better-auth's own routes included: it runs after
 * parsing and before schema validation, so no handler and no database ever sees such a string.
 * Register before the routes.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (takesText(route)) prependRouteHook(route, 'preValidation', refuseHostileText)
    })
  },
  // It needs nothing before it; the route plugins name it among theirs (route-plugin.ts).
  { name: TEXT_GUARD_PLUGIN, dependencies: [] },
)

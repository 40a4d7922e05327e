/**
 * Hostile variants of a valid request body, derived from the route's JSON schema (as the OpenAPI
 * document publishes it), so a new route or field is fuzzed without anyone listing it.
 */

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  default?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  pattern?: string
  minimum?: number
  maximum?: number
  minItems?: number
  nullable?: boolean
}

/** Strings that satisfy the patterns our schemas use; the first that matches is taken. */
const STRING_CANDIDATES = [
  'fuzz',
  'fuzz@example.test',
  '#123456',
  'https://example.test/fuzz',
  '/fuzz',
  '00000000-0000-4000-8000-000000000000',
]

/** A small valid value for a schema: defaults and enums first, then the least surprising value. */
export function sampleFromSchema(schema: JsonSchema): unknown {
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0]
  if (choice) return sampleFromSchema(choice)
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'object' || schema.properties) {
    const value: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(schema.properties ?? {})) value[key] = sampleFromSchema(child)
    if (typeof schema.additionalProperties === 'object') {
      value.fuzzKey = sampleFromSchema(schema.additionalProperties)
    }
    return value
  }
  if (schema.default !== undefined) return schema.default
  if (type === 'array') return schema.items ? [sampleFromSchema(schema.items)] : []
  if (type === 'integer' || type === 'number') {
    return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1)
  }
  if (type === 'boolean') return true
  if (type === 'string') {
    const pattern = schema.pattern ? new RegExp(schema.pattern) : null
    return STRING_CANDIDATES.find((c) => !pattern || pattern.test(c)) ?? 'fuzz'
  }
  return null
}

/** JSON cannot say Infinity, so this marker is swapped for the raw text `1e999` after stringify. */
const RAW_HUGE = '__fuzz_raw_1e999__'

export type Expectation = 'names-field' | 'refused' | 'no-5xx'

export interface FuzzCase {
  label: string
  /** The dotted path of the mutated field ('' for the whole body). */
  path: string
  payload: string
  expect: Expectation
}

/** 1,000,000 characters: under the 1 MiB body limit, so the schema, not the parser, must refuse it. */
export const HUGE_STRING = 'x'.repeat(1_000_000)

type Leaf = { path: string[]; value: unknown; types: Set<string> }

function typesOf(schema: JsonSchema | undefined): Set<string> {
  if (!schema) return new Set()
  const options = schema.anyOf ?? schema.oneOf ?? [schema]
  return new Set(options.flatMap((o) => (Array.isArray(o.type) ? o.type : o.type ? [o.type] : [])))
}

function childSchema(schema: JsonSchema | undefined, key: string): JsonSchema | undefined {
  const own = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema
  if (!own) return undefined
  if (own.items) return own.items
  const additional = typeof own.additionalProperties === 'object' ? own.additionalProperties : undefined
  return own.properties?.[key] ?? additional
}

/** Every field of a body with the types its schema allows; of an array, only its first entry. */
function fields(value: unknown, schema: JsonSchema | undefined, path: string[] = []): Leaf[] {
  const here: Leaf[] = path.length > 0 ? [{ path, value, types: typesOf(schema) }] : []
  if (Array.isArray(value)) {
    if (value.length === 0) return here
    return [...here, ...fields(value[0], childSchema(schema, '0'), [...path, '0'])]
  }
  if (value !== null && typeof value === 'object') {
    const children = Object.entries(value).flatMap(([k, v]) =>
      fields(v, childSchema(schema, k), [...path, k]),
    )
    return [...here, ...children]
  }
  return here
}

function replaced(body: unknown, path: string[], next: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return next
  if (Array.isArray(body)) return body.map((v, i) => (String(i) === head ? replaced(v, rest, next) : v))
  const record = body as Record<string, unknown>
  return { ...record, [head]: replaced(record[head], rest, next) }
}

const stringify = (body: unknown) => JSON.stringify(body).replaceAll(`"${RAW_HUGE}"`, '1e999')

/** The hostile bodies for one route: every field gets the variants its type invites. */
export function fuzzBodies(base: unknown, schema: JsonSchema): FuzzCase[] {
  const cases: FuzzCase[] = [
    { label: 'null body', path: '', payload: 'null', expect: 'refused' },
    { label: 'array body', path: '', payload: '[]', expect: 'refused' },
    { label: 'string body', path: '', payload: '"fuzz"', expect: 'refused' },
  ]
  const add = (leaf: Leaf, label: string, next: unknown, expect: Expectation) =>
    cases.push({
      label: `${leaf.path.join('.')}: ${label}`,
      path: leaf.path.join('.'),
      payload: stringify(replaced(base, leaf.path, next)),
      expect,
    })
  for (const leaf of fields(base, schema)) {
    const { value } = leaf
    // A string is only a wrong type where the schema does not also allow one (entry ids may be either).
    const wrongString: Expectation = leaf.types.has('string') ? 'no-5xx' : 'refused'
    if (typeof value === 'string') {
      add(leaf, 'NUL byte', `a\u0000b`, 'names-field')
      add(leaf, 'lone surrogate', `a\ud800b`, 'names-field')
      add(leaf, 'lone low surrogate', `\udc00`, 'names-field')
      add(leaf, '1 MB string', HUGE_STRING, 'refused')
      add(leaf, 'object for a string', { fuzz: 1 }, 'refused')
    } else if (typeof value === 'number') {
      // A negative number can be valid (an entry id); it must only never break the server.
      add(leaf, '-1', -1, 'no-5xx')
      add(leaf, '-1e308', -1e308, 'no-5xx')
      add(leaf, '1e999 (Infinity)', RAW_HUGE, 'refused')
      add(leaf, '"NaN"', 'NaN', wrongString)
      add(leaf, '"Infinity"', 'Infinity', wrongString)
    } else if (typeof value === 'boolean') {
      add(leaf, 'string for a boolean', 'true', wrongString)
    } else if (Array.isArray(value)) {
      add(leaf, 'object for an array', { fuzz: 1 }, 'refused')
      add(leaf, 'null for an array', null, 'refused')
    } else if (value !== null && typeof value === 'object') {
      add(leaf, 'array for an object', [], 'refused')
      add(leaf, 'null for an object', null, 'refused')
    }
  }
  return cases
}

/** Hostile values for a path parameter: each must be refused, never reach a query. */
export const hostileParams = [
  { label: 'NUL', value: '%00', expect: 'names-field' as const },
  { label: 'lone surrogate', value: '%ED%A0%80', expect: 'refused' as const },
  { label: 'huge', value: 'x'.repeat(5_000), expect: 'refused' as const },
]

import type { BetterAuthOptions } from 'better-auth'
import { getSchema } from 'better-auth/db'
import { getTableColumns } from 'drizzle-orm'
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'

// better-auth's field types and the drizzle data types that hold them.
const DATA_TYPES: Record<string, string> = {
  string: 'string',
  boolean: 'boolean',
  date: 'date',
  number: 'number',
  json: 'json',
}

/**
 * What better-auth, configured with `options`, would generate (the same model its CLI's `generate`
 * writes from) and our hand-written tables lack: a table, a column, a type, NOT NULL, UNIQUE, a
 * foreign key with its ON DELETE, an index. One line per gap; none means every query better-auth
 * makes finds its columns. Our extras (own columns, checks, time zones, index names) are not gaps.
 */
export function authSchemaGaps(options: BetterAuthOptions, tables: Record<string, PgTable>): string[] {
  const gaps: string[] = []
  for (const [model, expected] of Object.entries(getSchema(options))) {
    const table = tables[model]
    if (!table) {
      gaps.push(`${model}: no table`)
      continue
    }
    const columns = getTableColumns(table) as Record<string, PgColumn>
    const config = getTableConfig(table)
    if (!columns.id?.primary) gaps.push(`${model}.id: no primary key`)
    for (const [key, field] of Object.entries(expected.fields)) {
      const name = `${model}.${field.fieldName ?? key}`
      const column = columns[field.fieldName ?? key]
      if (!column) {
        gaps.push(`${name}: no column`)
        continue
      }
      const type = typeof field.type === 'string' ? DATA_TYPES[field.type] : undefined
      if (type && column.dataType !== type) gaps.push(`${name}: ${column.dataType}, expected ${field.type}`)
      if (field.required !== false && !column.notNull) gaps.push(`${name}: nullable, expected NOT NULL`)
      if (field.unique && !column.isUnique && !hasIndex(config, [column.name], true)) {
        gaps.push(`${name}: not unique`)
      }
      if (field.references) {
        const target = tables[field.references.model]
        const onDelete = field.references.onDelete ?? 'cascade'
        const key = target && foreignKeyOf(config, column, target)
        if (!key) gaps.push(`${name}: no foreign key to ${field.references.model}`)
        else if ((key.onDelete ?? 'no action') !== onDelete) {
          gaps.push(`${name}: on delete ${key.onDelete ?? 'no action'}, expected ${onDelete}`)
        }
      }
      if (field.index && !column.isUnique && !hasIndex(config, [column.name])) gaps.push(`${name}: no index`)
    }
    for (const index of expected.indexes ?? []) {
      if (!hasIndex(config, [...index.columns], index.unique)) {
        gaps.push(`${model}: no ${index.unique ? 'unique ' : ''}index on (${index.columns.join(', ')})`)
      }
    }
  }
  return gaps
}

type TableConfig = ReturnType<typeof getTableConfig>

/** An index (or a unique constraint) whose leading columns are `names`, so it serves their look-ups. */
function hasIndex(config: TableConfig, names: string[], unique = false): boolean {
  const leads = (columns: (string | undefined)[]) => names.every((name, i) => columns[i] === name)
  const indexes = config.indexes.filter((index) => !unique || index.config.unique)
  const byIndex = indexes.some((index) =>
    leads(index.config.columns.map((column) => ('name' in column ? column.name : ''))),
  )
  return (
    byIndex || config.uniqueConstraints.some((constraint) => leads(constraint.columns.map((c) => c.name)))
  )
}

function foreignKeyOf(config: TableConfig, column: PgColumn, target: PgTable) {
  const targetName = getTableConfig(target).name
  return config.foreignKeys.find((key) => {
    const reference = key.reference()
    return (
      reference.columns[0]?.name === column.name && getTableConfig(reference.foreignTable).name === targetName
    )
  })
}

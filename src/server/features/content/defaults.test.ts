import { describe, expect, it } from 'vitest'
import { contentSectionKeys } from '#shared/messages/content.ts'
import { contentSectionSchemas } from '#shared/schemas/content.ts'
import { contentDefaults } from './defaults.ts'

describe('seeded content', () => {
  it.each(contentSectionKeys)('%s is valid against its own schema, so Reset never stores bad data', (key) => {
    const result = contentSectionSchemas[key].safeParse(contentDefaults[key])
    expect(result.error?.issues ?? []).toEqual([])
  })
})

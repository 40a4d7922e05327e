import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { creditLedger, generationVersions } from '#server/db/schema.ts'
import type { GenerationVersionList } from '#shared/generator/generation-versions.ts'
import type { BatchView, Generation } from '#shared/generator/schemas.ts'
import { balanceOf } from '../support/billing.ts'
import { cleanUpLater } from '../support/clean-up.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { meanDifference } from '../support/image-compare.ts'
import { sendSameOriginByDefault } from '../support/same-origin.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 27, item 6: every free re-edit of the text is a version the creator can step back to and
// restore, offline, through the real app, database and files.
const { app, db, database, config } = await createTestApp({
  GENERATOR_MAX_IN_FLIGHT: '10',
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE: '1000',
})

const FIRST_TITLE = 'Hidden Gem In Japan'

async function thumbnailOf(user: TestUser): Promise<Generation> {
  const run = await generateSettled(app, user, {
    category: 'Travel',
    prompt: 'A quiet mountain village at dawn',
    textOverlay: { title: FIRST_TITLE },
  })
  const [made] = run.json<BatchView>().results
  if (made?.status !== 'succeeded') throw new Error(`generate: ${run.body}`)
  return made
}

const as = (user: TestUser | null) => (user ? { cookie: user.cookie } : {})

const editTitle = async (user: TestUser, id: string, title: string) => {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/generations/${id}`,
    payload: { textOverlay: { title } },
    headers: as(user),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Generation>()
}

const versionsOf = async (user: TestUser, id: string, target = app) => {
  const response = await target.inject({
    method: 'GET',
    url: `/api/generations/${id}/versions`,
    headers: as(user),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<GenerationVersionList>()
}

const bytesAt = async (user: TestUser, url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: as(user) })
  expect(response.statusCode, url).toBe(200)
  return response.rawPayload
}

const restore = (user: TestUser | null, id: string, number: number) =>
  app.inject({ method: 'POST', url: `/api/generations/${id}/versions/${number}/restore`, headers: as(user) })

const ledgerCount = async (userId: string) =>
  (await db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).length

describe('versions of the free re-edits', () => {
  it('keeps every edit: step back to the first, restore it, and the download is the first image; nothing charged', async () => {
    const user = await createUser(app, { credits: 1 })
    const made = await thumbnailOf(user)
    const original = await bytesAt(user, made.imageUrl ?? '')
    const balance = await balanceOf(app, user.id)
    const entries = await ledgerCount(user.id)

    // A thumbnail never edited has one version: itself, current.
    const before = await versionsOf(user, made.id)
    expect(before.items.map((v) => [v.number, v.current, v.title])).toEqual([[1, true, FIRST_TITLE]])

    await editTitle(user, made.id, 'Second Title Here')
    const latest = await editTitle(user, made.id, 'Third Title Wins')
    expect(latest.params.textOverlay.title).toBe('Third Title Wins')
    expect(latest.versions).toBe(3)
    const listed = await versionsOf(user, made.id)
    expect(listed.limit).toBe(20)
    expect(listed.items.map((v) => [v.number, v.current, v.title])).toEqual([
      [1, false, FIRST_TITLE],
      [2, false, 'Second Title Here'],
      [3, true, 'Third Title Wins'],
    ])

    // Stepping back shows each version's own picture, the first unchanged by the edits.
    const pictures = await Promise.all(listed.items.map((v) => bytesAt(user, v.imageUrl)))
    expect(pictures[0]?.equals(original)).toBe(true)
    expect(new Set(pictures.map((bytes) => bytes.toString('base64'))).size).toBe(3)

    const restored = await restore(user, made.id, 1)
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json<Generation>().params.textOverlay.title).toBe(FIRST_TITLE)
    expect(restored.json<Generation>().versions).toBe(3)
    const download = await bytesAt(user, `${made.imageUrl}?download=1`)
    expect(download.equals(original)).toBe(true)
    // The pre-publish check is the restored image's again.
    expect(restored.json<Generation>().check).toEqual(made.check)
    const after = await versionsOf(user, made.id)
    expect(after.items.map((v) => [v.number, v.current])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ])

    // Editing after a restore adds a version; nothing is lost.
    await editTitle(user, made.id, 'Fourth From The First')
    expect((await versionsOf(user, made.id)).items.map((v) => [v.number, v.current])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ])
    expect(await balanceOf(app, user.id)).toBe(balance)
    expect(await ledgerCount(user.id)).toBe(entries)
  })

  it('keeps the newest 20: the oldest version goes, file and all', async () => {
    const user = await createUser(app, { credits: 1 })
    const made = await thumbnailOf(user)
    await editTitle(user, made.id, 'Edit Number 2')
    const [first] = await db
      .select()
      .from(generationVersions)
      .where(eq(generationVersions.generationId, made.id))
    const firstFile = first?.compositeKey ?? ''
    expect(await app.deps.files.get(firstFile)).not.toBeNull()
    for (let n = 3; n <= 21; n++) await editTitle(user, made.id, `Edit Number ${n}`)
    const listed = await versionsOf(user, made.id)
    expect(listed.items.map((v) => v.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2))
    expect(listed.items.at(-1)?.current).toBe(true)
    expect(await app.deps.files.get(firstFile)).toBeNull()
    const shown = await app.inject({ method: 'GET', url: `/api/generations/${made.id}`, headers: as(user) })
    expect(shown.json<Generation>().versions).toBe(20)
    const gone = await restore(user, made.id, 1)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.message).toBe('That version no longer exists.')
  })

  it('deletes every version’s file with the thumbnail', async () => {
    const user = await createUser(app, { credits: 1 })
    const made = await thumbnailOf(user)
    await editTitle(user, made.id, 'Another Title')
    await editTitle(user, made.id, 'Yet Another Title')
    const keys = (
      await db.select().from(generationVersions).where(eq(generationVersions.generationId, made.id))
    ).map((v) => v.compositeKey)
    expect(keys).toHaveLength(3)
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/generations/${made.id}`,
      headers: as(user),
    })
    expect(deleted.statusCode).toBe(204)
    for (const key of keys) expect(await app.deps.files.get(key), key).toBeNull()
    expect(
      await db.select().from(generationVersions).where(eq(generationVersions.generationId, made.id)),
    ).toEqual([])
  })

  it('survives a restart: a new app on the same database lists the same versions', async () => {
    const user = await createUser(app, { credits: 1 })
    const made = await thumbnailOf(user)
    await editTitle(user, made.id, 'After The Restart')
    const restarted = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
    cleanUpLater(() => restarted.close())
    await restarted.ready()
    sendSameOriginByDefault(restarted, config)
    expect((await versionsOf(user, made.id, restarted)).items.map((v) => [v.number, v.title])).toEqual([
      [1, FIRST_TITLE],
      [2, 'After The Restart'],
    ])
  })

  it('previews an edit over the thumbnail’s own background without storing anything', async () => {
    const user = await createUser(app, { credits: 1 })
    const made = await thumbnailOf(user)
    const preview = (title: string) =>
      app.inject({
        method: 'POST',
        url: `/api/generations/${made.id}/preview`,
        payload: { textOverlay: { title } },
        headers: as(user),
      })
    const one = await preview('A Brand New Title')
    expect(one.statusCode, one.body).toBe(200)
    expect(one.headers['content-type']).toBe('image/jpeg')
    expect(await sharp(one.rawPayload).metadata()).toMatchObject({ width: 640, height: 360 })
    const other = await preview('Something Else Entirely')
    expect((await versionsOf(user, made.id)).items).toHaveLength(1)
    // It shows what saving stores: compared at about the sidebar's size, the saved edit is far nearer
    // its own preview than another title's over the same background.
    const saved = await editTitle(user, made.id, 'A Brand New Title')
    const stored = await bytesAt(user, saved.imageUrl ?? '')
    const sidebar = { width: 160, height: 90 }
    const same = await meanDifference(one.rawPayload, stored, sidebar)
    expect(same).toBeLessThan(8)
    expect(await meanDifference(other.rawPayload, stored, sidebar)).toBeGreaterThan(2 * same)
    const bad = await app.inject({
      method: 'POST',
      url: `/api/generations/${made.id}/preview`,
      payload: { textOverlay: { textColor: 'red' } },
      headers: as(user),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION')
  })
})

describe('who may use the versions', () => {
  it('answers 401 to a visitor and 404 to another user or an admin, on every versions endpoint', async () => {
    const owner = await createUser(app, { credits: 1 })
    const other = await createUser(app)
    const admin = await createAdmin(app)
    const made = await thumbnailOf(owner)
    await editTitle(owner, made.id, 'Owner Only Edit')
    const requests = [
      { method: 'GET' as const, url: `/api/generations/${made.id}/versions` },
      { method: 'GET' as const, url: `/api/generations/${made.id}/versions/1/image` },
      { method: 'POST' as const, url: `/api/generations/${made.id}/versions/1/restore` },
      {
        method: 'POST' as const,
        url: `/api/generations/${made.id}/preview`,
        payload: { textOverlay: { title: 'Mine' } },
      },
    ]
    for (const request of requests) {
      const label = `${request.method} ${request.url}`
      expect((await app.inject({ ...request, headers: as(null) })).statusCode, label).toBe(401)
      for (const stranger of [other, admin]) {
        const response = await app.inject({ ...request, headers: as(stranger) })
        expect(response.statusCode, label).toBe(404)
      }
      expect((await app.inject({ ...request, headers: as(owner) })).statusCode, label).toBe(200)
    }
    // Nobody else's attempt changed the owner's current version: the owner's own restore did.
    const listed = await versionsOf(owner, made.id)
    expect(listed.items.find((v) => v.current)?.number).toBe(1)
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { personaPhotos, personas } from '#server/db/schema.ts'
import { personaPrefix } from '#server/features/personas/persona-layers.ts'
import { type Persona, type PersonaPhoto, personaMessages } from '#shared/personas/schemas.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import {
  addPhoto,
  createPersona,
  personPhoto,
  photosUrl,
  photoUrl,
  sendFile,
  storedUnder,
  transparentPng,
} from '../support/personas.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, config, db } = await createTestApp()
const admin = await createAdmin(app)
const photoBytes = await personPhoto()
const ownCutout = await transparentPng()

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  user?: TestUser,
  payload?: object,
) => app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} })

const list = async (user: TestUser) =>
  (await inject('GET', '/api/personas', user)).json<{ items: Persona[] }>()

/** An owner with one persona holding one photo: every route below acts on it. */
async function ownerWithPhoto() {
  const owner = await createUser(app)
  const persona = await createPersona(app, owner, 'Studio me')
  const photo = await addPhoto(app, owner, persona.id, photoBytes)
  return { owner, persona, photo }
}

type Fixture = Awaited<ReturnType<typeof ownerWithPhoto>>

/** Every route that names a persona or a photo, as `user` would call it. */
const routes: Record<string, (f: Fixture, user?: TestUser) => ReturnType<typeof inject>> = {
  'PATCH /api/personas/{id}': (f, u) =>
    inject('PATCH', `/api/personas/${f.persona.id}`, u, { name: 'Renamed' }),
  'DELETE /api/personas/{id}': (f, u) => inject('DELETE', `/api/personas/${f.persona.id}`, u),
  'POST /api/personas/{id}/photos': (f, u) => sendFile(app, 'POST', photosUrl(f.persona.id), u, photoBytes),
  'DELETE /api/personas/{id}/photos/{photoId}': (f, u) => inject('DELETE', photoUrl(f.photo), u),
  'GET /api/personas/{id}/photos/{photoId}/original': (f, u) =>
    inject('GET', `${photoUrl(f.photo)}/original`, u),
  'GET /api/personas/{id}/photos/{photoId}/cutout': (f, u) => inject('GET', `${photoUrl(f.photo)}/cutout`, u),
  'PUT /api/personas/{id}/photos/{photoId}/crop': (f, u) =>
    inject('PUT', `${photoUrl(f.photo)}/crop`, u, { x: 0.1, y: 0.1, w: 0.8, h: 0.8 }),
  'PUT /api/personas/{id}/photos/{photoId}/cutout': (f, u) =>
    sendFile(app, 'PUT', `${photoUrl(f.photo)}/cutout`, u, ownCutout, {
      type: 'image/png',
      filename: 'me.png',
    }),
}

/** What the owner's persona looks like from the database and the files: unchanged after an outsider's try. */
async function snapshot(f: Fixture) {
  const [persona] = await db.select().from(personas).where(eq(personas.id, f.persona.id))
  const photos = await db.select().from(personaPhotos).where(eq(personaPhotos.personaId, f.persona.id))
  const files = await Promise.all(
    photos.flatMap((p) => [p.originalKey, p.cutoutKey, p.modelCutoutKey].map((k) => app.deps.files.get(k))),
  )
  return { persona, photos, files: files.map((b) => b?.length ?? null) }
}

describe.each(Object.entries(routes))('%s', (_key, call) => {
  it('answers 401 to anonymous callers, 404 to another user and to an admin, and works for the owner', async () => {
    const fixture = await ownerWithPhoto()
    const other = await createUser(app)
    const before = await snapshot(fixture)

    const anonymous = await call(fixture)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED')
    for (const outsider of [other, admin]) {
      const response = await call(fixture, outsider)
      expect(response.statusCode, response.body).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    }
    expect(await snapshot(fixture)).toEqual(before)

    const owned = await call(fixture, fixture.owner)
    expect(owned.statusCode, owned.body).toBeLessThan(300)
  })
})

it('publishes every persona route in the OpenAPI document', () => {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> }
  const published = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  )
  for (const key of ['GET /api/personas', 'POST /api/personas', ...Object.keys(routes)]) {
    expect(published).toContain(key)
  }
})

describe('GET and POST /api/personas', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await inject('GET', '/api/personas')).statusCode).toBe(401)
    expect((await inject('POST', '/api/personas', undefined, { name: 'x' })).statusCode).toBe(401)
  })

  it('lists only the caller’s own personas, oldest first, with their photos; admins see only theirs', async () => {
    const { owner, persona, photo } = await ownerWithPhoto()
    const second = await createPersona(app, owner, 'Second')
    const mine = await list(owner)
    expect(mine.items.map((p) => p.id)).toEqual([persona.id, second.id])
    expect(mine.items[0]?.photos).toEqual([photo])
    expect(mine.items[1]?.photos).toEqual([])
    expect(photo).toMatchObject({
      personaId: persona.id,
      originalUrl: `${photoUrl(photo)}/original`,
      cutoutSource: 'model',
      crop: null,
    })
    expect(photo.cutoutUrl).toMatch(new RegExp(`^${photoUrl(photo)}/cutout\\?v=\\d+$`))
    const adminList = await list(admin)
    expect(adminList.items.some((p) => p.id === persona.id)).toBe(false)
    expect((await list(await createUser(app))).items).toEqual([])
  })

  it('creates with 201 and a trimmed name, and renames', async () => {
    const user = await createUser(app)
    const created = await inject('POST', '/api/personas', user, { name: '  Gaming me  ' })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ name: 'Gaming me', photos: [] })
    const renamed = await inject('PATCH', `/api/personas/${created.json().id}`, user, { name: 'Vlog me' })
    expect(renamed.json()).toMatchObject({ id: created.json().id, name: 'Vlog me' })
  })

  it('refuses bad names with the form’s messages word for word, on create and rename', async () => {
    const user = await createUser(app)
    const persona = await createPersona(app, user)
    const cases: [unknown, string][] = [
      ['', 'Give the persona a name'],
      ['    ', 'Give the persona a name'],
      ['x'.repeat(41), 'Keep the name to 40 characters'],
    ]
    for (const [name, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/personas'],
        ['PATCH', `/api/personas/${persona.id}`],
      ] as const) {
        const response = await inject(method, url, user, { name })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toEqual({
          code: 'VALIDATION',
          message,
          issues: [{ path: 'name', message }],
        })
      }
    }
    expect(personaMessages.nameRequired).toBe('Give the persona a name')
    expect((await inject('POST', '/api/personas', user, {})).statusCode).toBe(400)
    expect((await list(user)).items.map((p) => p.name)).toEqual([persona.name])
  })

  it('keeps 3 personas at most: the fourth is 409 PERSONA_LIMIT, and deleting one makes room', async () => {
    const user = await createUser(app)
    const made = [
      await createPersona(app, user, 'A'),
      await createPersona(app, user, 'B'),
      await createPersona(app, user, 'C'),
    ]
    const fourth = await inject('POST', '/api/personas', user, { name: 'D' })
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json()).toEqual({
      error: { code: 'PERSONA_LIMIT', message: 'You can keep up to 3 personas. Delete one to add another.' },
    })
    expect((await inject('DELETE', `/api/personas/${made[0]?.id}`, user)).statusCode).toBe(204)
    expect((await inject('POST', '/api/personas', user, { name: 'D' })).statusCode).toBe(201)
  })

  it('6 concurrent creates leave exactly 3 personas (the account row is locked while counting)', async () => {
    const user = await createUser(app)
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => inject('POST', '/api/personas', user, { name: `P${i}` })),
    )
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([201, 201, 201, 409, 409, 409])
    expect((await db.select().from(personas).where(eq(personas.userId, user.id))).length).toBe(3)
  })
})

describe('deletes', () => {
  it('deleting a photo deletes its files, and leaves the persona’s other photos', async () => {
    const { owner, persona, photo } = await ownerWithPhoto()
    const kept = await addPhoto(app, owner, persona.id, photoBytes)
    await inject('PUT', `${photoUrl(photo)}/crop`, owner, { x: 0, y: 0, w: 0.5, h: 0.5 })
    const [row] = await db.select().from(personaPhotos).where(eq(personaPhotos.id, photo.id))
    if (!row) throw new Error('no row')
    const keys = [row.originalKey, row.modelCutoutKey, row.cutoutKey]
    expect(new Set(keys).size).toBe(3)
    for (const key of keys) expect(await app.deps.files.get(key)).not.toBeNull()

    expect((await inject('DELETE', photoUrl(photo), owner)).statusCode).toBe(204)
    for (const key of keys) expect(await app.deps.files.get(key)).toBeNull()
    expect((await inject('GET', `${photoUrl(photo)}/original`, owner)).statusCode).toBe(404)
    expect((await list(owner)).items[0]?.photos.map((p: PersonaPhoto) => p.id)).toEqual([kept.id])
    expect((await inject('GET', `${photoUrl(kept)}/cutout`, owner)).statusCode).toBe(200)
    expect((await inject('DELETE', photoUrl(photo), owner)).statusCode).toBe(404)
  })

  it('deleting a persona deletes its rows and every file under its prefix', async () => {
    const { owner, persona } = await ownerWithPhoto()
    await addPhoto(app, owner, persona.id, photoBytes)
    const prefix = personaPrefix(owner.id, persona.id)
    expect(storedUnder(config.dataDir, prefix)).toBe(true)
    expect((await inject('DELETE', `/api/personas/${persona.id}`, owner)).statusCode).toBe(204)
    expect(storedUnder(config.dataDir, prefix)).toBe(false)
    expect(await db.select().from(personaPhotos).where(eq(personaPhotos.personaId, persona.id))).toEqual([])
    expect((await list(owner)).items).toEqual([])
    expect((await inject('DELETE', `/api/personas/${persona.id}`, owner)).statusCode).toBe(404)
  })

  it('deleting the account leaves no persona file and no persona row', async () => {
    const { owner, persona } = await ownerWithPhoto()
    await createPersona(app, owner, 'Another')
    const deleted = await inject('DELETE', `/api/users/${owner.id}`, admin)
    expect(deleted.statusCode).toBe(200)
    expect(storedUnder(config.dataDir, `personas/${owner.id}/`)).toBe(false)
    expect(await db.select().from(personas).where(eq(personas.userId, owner.id))).toEqual([])
    expect(await db.select().from(personaPhotos).where(eq(personaPhotos.userId, owner.id))).toEqual([])
    expect(await db.select().from(personaPhotos).where(eq(personaPhotos.personaId, persona.id))).toEqual([])
  })
})

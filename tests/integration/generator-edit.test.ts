import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { generations } from '#server/db/schema.ts'
import { MASK_WORDS } from '#server/features/generator/edit-prompt.ts'
import { DEFAULT_IMAGE_MODEL } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { balanceOf } from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { editParentForm, paintedMask, startEditScene } from '../support/generation-edit.ts'
import { rgbPixels } from '../support/image-compare.ts'

// 'Edit with AI' (issue 11): what the model is sent, the child it makes, who may edit, and
// offline. Spending, refunds and the edit body are generator-edit-spending's test.
const { fake, app, db, admin, parentOf, editAs, editAndWait, ledgerOf } = await startEditScene()

const TITLE = editParentForm.textOverlay.title

const imageOf = async (user: TestUser, url: string) =>
  (await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).rawPayload

/** Share of near-white pixels (the title's colour) within a box given in fractions of the frame. */
async function whiteShare(image: Buffer, box: { x: number; y: number; w: number; h: number }) {
  const { data, width, height } = await rgbPixels(image)
  let white = 0
  let total = 0
  for (let y = Math.floor(box.y * height); y < Math.floor((box.y + box.h) * height); y++) {
    for (let x = Math.floor(box.x * width); x < Math.floor((box.x + box.w) * width); x++) {
      const i = (y * width + x) * 3
      total++
      if ((data[i] ?? 0) > 230 && (data[i + 1] ?? 0) > 230 && (data[i + 2] ?? 0) > 230) white++
    }
  }
  return white / total
}

describe('an edit by instruction through Gemini', () => {
  it('sends the parent background, the mask and the instruction, and makes a re-composited child for one credit', async () => {
    const user = await createUser(app, { credits: 2 })
    const parent = await parentOf(user)
    const parentBefore = await imageOf(user, parent.imageUrl ?? '')
    const [parentRow] = await db.select().from(generations).where(eq(generations.id, parent.id))
    const parentBackground = await app.deps.files.get(parentRow?.backgroundKey ?? '')
    fake.reset()
    fake.queue('*', { kind: 'image', colour: '#c03020' })

    const { accepted, view } = await editAndWait(user, parent.id, {
      instruction: '  make the background red  ',
      mask: await paintedMask(),
    })
    expect(accepted.message).toBe('Editing your thumbnail…')
    expect(accepted.balance).toBe(0)
    expect(accepted.results).toHaveLength(1)
    expect(accepted.results[0]).toMatchObject({ status: 'pending', parentId: parent.id })
    const [child] = view.results
    expect(child).toMatchObject({ status: 'succeeded', parentId: parent.id, provider: 'gemini' })
    expect(child?.params).toMatchObject({
      edit: { instruction: 'make the background red', hasMask: true },
      layers: { background: 'ai', subject: 'none', text: 'typeset' },
      layout: 'text-left',
      textOverlay: { title: TITLE },
    })

    // The exact request: the image model, the instruction, the parent's stored background (not its
    // composite), the mask as a second inline PNG the background's size, and the aspect ratio.
    expect(fake.requests).toHaveLength(1)
    const [seen] = fake.requests
    expect(seen?.model).toBe(DEFAULT_IMAGE_MODEL)
    expect(seen?.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE', 'TEXT'],
      imageConfig: { aspectRatio: '16:9' },
    })
    const parts = seen?.body.contents[0]?.parts ?? []
    expect(parts).toHaveLength(3)
    expect(parts[0]?.text).toContain('make the background red')
    expect(parts[0]?.text).toContain('must contain no text')
    expect(parts[0]?.text).toContain(MASK_WORDS)
    expect(parts[1]?.inlineData?.mimeType).toBe('image/png')
    expect(
      Buffer.from(parts[1]?.inlineData?.data ?? '', 'base64').equals(parentBackground ?? Buffer.alloc(0)),
    ).toBe(true)
    expect(parts[2]?.inlineData?.mimeType).toBe('image/png')
    const sentMask = Buffer.from(parts[2]?.inlineData?.data ?? '', 'base64')
    const maskMeta = await sharp(sentMask).metadata()
    expect([maskMeta.format, maskMeta.width, maskMeta.height]).toEqual(['png', 1344, 768])
    // Painted white where the stroke was (right of centre), black (keep) where it was not.
    const { data: maskPixels, width: mw } = await rgbPixels(sentMask)
    const at = (fx: number, fy: number) => maskPixels[(Math.floor(fy * 768) * mw + Math.floor(fx * 1344)) * 3]
    expect(at(0.8, 0.45)).toBe(255)
    expect(at(0.2, 0.45)).toBe(0)

    // One credit, no refund; the mask kept beside the version.
    expect(await ledgerOf(child?.id ?? '')).toEqual([['generation', -1]])
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(await app.deps.files.get(`generations/${user.id}/${child?.id}-mask.png`)).not.toBeNull()

    // Re-composited: the new (red) background, with our title set again in the layout's text box.
    const composite = await imageOf(user, child?.imageUrl ?? '')
    const meta = await sharp(composite).metadata()
    expect([meta.width, meta.height]).toEqual([1280, 720])
    const { textBox } = layoutById('text-left')
    expect(await whiteShare(composite, textBox)).toBeGreaterThan(0.02)
    expect(await whiteShare(composite, { x: 0.75, y: 0.1, w: 0.2, h: 0.8 })).toBeLessThan(0.005)
    // Red where the mask was painted; outside it the parent's blue was put back.
    const spot = (left: number, top: number) =>
      sharp(composite).extract({ left, top, width: 40, height: 40 }).toBuffer().then(rgbPixels)
    const painted = await spot(1040, 320)
    expect(painted.data[0]).toBeGreaterThan(150)
    expect(painted.data[2]).toBeLessThan(80)
    const corner = await spot(1200, 10)
    expect(corner.data[0]).toBeLessThan(80)
    expect(corner.data[2]).toBeGreaterThan(120)

    // The parent is unchanged; the gallery lists both, the new version first, linked to its parent.
    expect((await imageOf(user, parent.imageUrl ?? '')).equals(parentBefore)).toBe(true)
    const gallery = await app.inject({
      method: 'GET',
      url: '/api/generations',
      headers: { cookie: user.cookie },
    })
    expect(gallery.json().items.map((g: Generation) => [g.id, g.parentId])).toEqual([
      [child?.id, parent.id],
      [parent.id, null],
    ])

    // A free text re-edit of the version needs no call; deleting it takes its mask along.
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/generations/${child?.id}`,
      payload: { textOverlay: { title: 'Red Now' } },
      headers: { cookie: user.cookie },
    })
    expect(patched.statusCode).toBe(200)
    expect(fake.requests).toHaveLength(1)
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/generations/${child?.id}`,
      headers: { cookie: user.cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(await app.deps.files.get(`generations/${user.id}/${child?.id}-mask.png`)).toBeNull()
  })

  it('without a mask sends only the background, and an edited version can itself be edited', async () => {
    const user = await createUser(app, { credits: 3 })
    const parent = await parentOf(user)
    fake.reset()
    const first = await editAndWait(user, parent.id, { instruction: 'add fire behind the phone' })
    const [child] = first.view.results
    expect(child?.params.edit).toEqual({ instruction: 'add fire behind the phone', hasMask: false })
    const parts = fake.requests[0]?.body.contents[0]?.parts ?? []
    expect(parts.map((p) => (p.text ? 'text' : p.inlineData?.mimeType))).toEqual(['text', 'image/png'])
    expect(parts[0]?.text).not.toContain(MASK_WORDS)
    const second = await editAndWait(user, child?.id ?? '', { instruction: 'darker' })
    expect(second.view.results[0]).toMatchObject({ status: 'succeeded', parentId: child?.id })
    expect(await balanceOf(app, user.id)).toBe(0)
  })
})

describe('who may edit', () => {
  it('anonymous 401, another user 404, an admin 404, the owner 202', async () => {
    const owner = await createUser(app, { credits: 2 })
    const parent = await parentOf(owner)
    const stranger = await createUser(app, { credits: 5 })
    fake.reset()
    expect((await editAs(null, parent.id, { instruction: 'red' })).statusCode).toBe(401)
    expect((await editAs(stranger, parent.id, { instruction: 'red' })).statusCode).toBe(404)
    expect((await editAs(admin, parent.id, { instruction: 'red' })).statusCode).toBe(404)
    expect(fake.requests).toHaveLength(0)
    expect(await balanceOf(app, stranger.id)).toBe(5)
    const { view } = await editAndWait(owner, parent.id, { instruction: 'red' })
    expect(view.results[0]?.status).toBe('succeeded')
    // The new version is the owner's alone too.
    const child = view.results[0]?.id ?? ''
    const read = (user: TestUser) =>
      app.inject({ method: 'GET', url: `/api/generations/${child}`, headers: { cookie: user.cookie } })
    expect((await read(stranger)).statusCode).toBe(404)
    expect((await read(admin)).statusCode).toBe(404)
  })
})

describe('offline', () => {
  it('answers 409 EDIT_NEEDS_GEMINI with nothing spent and no call', async () => {
    const user = await createUser(app, { credits: 2 })
    const parent = await parentOf(user)
    const setProvider = (provider: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/ai-settings',
        payload: { provider, imageModel: 'gemini-2.5-flash-image', textModel: 'gemini-2.5-flash' },
        headers: { cookie: admin.cookie },
      })
    expect((await setProvider('offline')).statusCode).toBe(200)
    try {
      fake.reset()
      const refused = await editAs(user, parent.id, { instruction: 'red' })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error).toEqual({
        code: 'EDIT_NEEDS_GEMINI',
        message: 'Editing by instruction needs the Gemini image model, which is not set up on this site.',
      })
      expect(fake.requests).toHaveLength(0)
      expect(await balanceOf(app, user.id)).toBe(1)
      // The in-flight slot was given back: two more refusals are still 409, not 429.
      for (let i = 0; i < 2; i++)
        expect((await editAs(user, parent.id, { instruction: 'red' })).statusCode).toBe(409)
    } finally {
      await setProvider('auto')
    }
  })
})

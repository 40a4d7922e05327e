import { afterAll, describe, expect, it } from 'vitest'
import type { AiSettings } from '#shared/generator/schemas.ts'
import { createAdmin, createUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 25, item 8: the enhancer writes one scene for the form's frame (aspect and layout, room
// for the title, no text), and its thinking never eats the answer.
const fake = await startFakeGemini()
afterAll(() => fake.close())
const { app } = await createTestApp({ GEMINI_API_BASE_URL: fake.url })
const admin = await createAdmin(app)
const creator = await createUser(app)

const enhance = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/generator/enhance',
    headers: { cookie: creator.cookie },
    payload: { category: 'Food & Cooking', prompt: 'pasta night', ...payload },
  })
const useTextModel = async (textModel: string) => {
  const current = (
    await app.inject({ method: 'GET', url: '/api/ai-settings', headers: { cookie: admin.cookie } })
  ).json<AiSettings>()
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/ai-settings',
    headers: { cookie: admin.cookie },
    payload: { provider: 'auto', imageModel: current.imageModel, textModel },
  })
  expect(saved.statusCode, saved.body).toBe(200)
}
const seen = () => {
  const request = fake.requests.at(-1)
  return {
    text: request?.body.contents[0]?.parts[0]?.text ?? '',
    config: request?.body.generationConfig ?? {},
  }
}

describe('enhance offline', () => {
  it('writes for the frame too', async () => {
    const response = await enhance({ size: '1080x1920', layout: 'shorts-top' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ provider: 'offline' })
    expect(response.json().prompt).toContain('a vertical 9:16 frame')
    expect(response.json().prompt).toContain('The title will be set over the top third')
  })
})

describe('enhance with Gemini', () => {
  it('adds a working key', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/gemini-keys',
      headers: { cookie: admin.cookie },
      payload: { name: 'Main', key: 'AIzaENHANCEkeyENHANCEkeyENHANCE000001' },
    })
    expect(added.json().key.isActive).toBe(true)
  })

  it("asks for one scene in the frame's aspect, with the layout's title area empty and no text", async () => {
    fake.reset()
    const response = await enhance({ size: '1080x1920', layout: 'shorts-top' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().provider).toBe('gemini')
    const { text } = seen()
    expect(text).toContain('one coherent scene')
    expect(text).toContain('a vertical 9:16 frame (a Shorts cover)')
    expect(text).not.toContain('16:9')
    expect(text).toContain('The title will be set over the top third: keep that area calm and empty')
    expect(text).toContain('Place the one main subject in the middle third')
    expect(text).toContain('No text, letters, numbers, logos or signs anywhere in the picture.')
  })

  it("with 'auto', asks for a wide frame and an empty area for the title", async () => {
    fake.reset()
    await enhance({ size: '1280x720', layout: 'auto' })
    expect(seen().text).toContain('a wide 16:9 frame')
    expect(seen().text).toContain('Leave one calm, empty area')
  })

  it('turns thinking off on 2.5 Flash, keeping the spec temperature and token limit', async () => {
    fake.reset()
    await useTextModel('gemini-2.5-flash')
    await enhance({})
    expect(seen().config).toMatchObject({
      temperature: 0.7,
      maxOutputTokens: 1024,
      thinkingConfig: { thinkingBudget: 0 },
    })
  })

  it('keeps thinking low on Gemini 3, with room for it beyond the answer, and skips the thought parts', async () => {
    fake.reset()
    await useTextModel('gemini-3-flash-preview')
    fake.queue('*', {
      kind: 'text',
      thought: 'Let me think about pasta.',
      text: 'Steaming pasta under warm light',
    })
    const response = await enhance({})
    expect(response.json().prompt).toBe('Steaming pasta under warm light')
    expect(seen().config).toMatchObject({ temperature: 0.7, thinkingConfig: { thinkingLevel: 'LOW' } })
    expect(seen().config.maxOutputTokens).toBeGreaterThan(1024)
    expect(seen().config.thinkingConfig).not.toHaveProperty('thinkingBudget')
  })

  it('refuses a layout made for the other shape, before any call', async () => {
    fake.reset()
    const response = await enhance({ size: '1280x720', layout: 'shorts-top' })
    expect(response.statusCode).toBe(400)
    expect(fake.requests).toHaveLength(0)
  })
})

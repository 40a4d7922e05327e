import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  ctrMultiplier,
  generationImageReader,
  generationTraits,
  NEUTRAL_TRAITS,
} from '#server/features/youtube/index.ts'
import type { Generation } from '#shared/generator/generation.ts'
import type { YoutubeVideosPage } from '#shared/youtube/schemas.ts'
import { createUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { offlineForm } from '../support/offline-generator.ts'
import { createTestApp } from '../support/test-app.ts'
import { channelsOf, connectChannel } from '../support/youtube-app.ts'

// The simulated channel's clicks follow the thumbnail (issue 30, item 7): what its model reads is
// what the pre-publish check measured on the creator's own picture, so a thumbnail test there has
// something real to find.
const { app } = await createTestApp()
const alice = await createUser(app, { credits: 10 })
const bob = await createUser(app)
const readImage = generationImageReader(app.deps)

async function thumbnail(title: string, textSize: string): Promise<Generation> {
  const run = await generateSettled(app, alice, {
    ...offlineForm({ textOverlay: { title } }),
    textSize,
    variants: 1,
  })
  expect(run.statusCode, run.body).toBe(202)
  const [made] = run.json<{ results: Generation[] }>().results
  expect(made?.status).toBe('succeeded')
  return made as Generation
}

const bold = await thumbnail('BOSS', 'large')
const timid = await thumbnail('I finally beat the final boss of this very long game today', 'small')

describe("the simulated channel's reading of a thumbnail", () => {
  it('is what the pre-publish check measured: letter height and the contrast that sets the title apart', () => {
    for (const made of [bold, timid]) {
      expect(made.check?.measures?.titleHeight).toBeGreaterThan(0)
      expect(made.check?.measures?.titleContrast).toBeGreaterThanOrEqual(1)
    }
    expect(bold.check?.measures?.titleHeight).toBeGreaterThan(2 * (timid.check?.measures?.titleHeight ?? 1))
  })

  it('gives a big, hard-contrast title more clicks than a small one, from the file YouTube gets', async () => {
    const traitsOf = generationTraits(app.deps, alice.id)
    const boldTraits = await traitsOf('sim-gaming-nohit', (await readImage(alice.id, bold.id)).bytes)
    const timidTraits = await traitsOf('sim-gaming-nohit', (await readImage(alice.id, timid.id)).bytes)
    expect(boldTraits).toEqual({
      titleHeight: bold.check?.measures?.titleHeight,
      titleContrast: bold.check?.measures?.titleContrast,
    })
    expect(ctrMultiplier(boldTraits)).toBeGreaterThan(ctrMultiplier(timidTraits))
  })

  it("reads a picture made elsewhere, or another creator's, as neutral", async () => {
    const elsewhere = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer()
    expect(await generationTraits(app.deps, alice.id)('sim-gaming-nohit', elsewhere)).toEqual(NEUTRAL_TRAITS)
    const alicesFile = (await readImage(alice.id, bold.id)).bytes
    expect(await generationTraits(app.deps, bob.id)('sim-gaming-nohit', alicesFile)).toEqual(NEUTRAL_TRAITS)
  })
})

describe("the simulated channel's own first thumbnails", () => {
  it("are drawn pictures of each video, not grey boxes, and served to the channel's creator", async () => {
    expect((await connectChannel(app, bob, 'simulated')).headers.location).toBe('/user/youtube?connected=1')
    const [channel] = (await channelsOf(app, bob)).channels
    const page = (
      await app.inject({
        method: 'GET',
        url: `/api/youtube/channels/${channel?.id}/videos`,
        headers: { cookie: bob.cookie },
      })
    ).json<YoutubeVideosPage>()
    const looks = new Set<string>()
    for (const video of page.videos.slice(0, 2)) {
      const url = new URL(video.thumbnailUrl ?? '')
      const answer = await app.inject({
        method: 'GET',
        url: url.pathname + url.search,
        headers: { cookie: bob.cookie },
      })
      expect(answer.statusCode).toBe(200)
      const image = sharp(answer.rawPayload)
      expect(await image.metadata()).toMatchObject({ width: 1280, height: 720 })
      const { channels } = await image.stats()
      // A flat grey frame has no spread at all; a drawn thumbnail (ground, subject, words) has plenty.
      expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(20)
      looks.add(answer.rawPayload.toString('base64'))
    }
    expect(looks.size).toBe(2)
  })
})

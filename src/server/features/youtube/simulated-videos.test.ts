import { describe, expect, it } from 'vitest'
import { findCategory } from '#shared/generator/categories.ts'
import { isoDuration, SIMULATED_CHANNEL, simulatedVideos, testEligibility } from './simulated-videos.ts'

const NOW = new Date('2027-03-10T18:00:00Z')

describe('simulatedVideos: the sample uploads of the simulated channel', () => {
  const videos = simulatedVideos(NOW)

  it('is labelled as simulated everywhere a person or a log could see it', () => {
    expect(SIMULATED_CHANNEL.title).toBe('Simulated channel')
    expect(SIMULATED_CHANNEL.id.startsWith('sim-')).toBe(true)
    for (const video of videos) {
      expect(video.id).toMatch(/^sim-/)
      expect(video.simulated).toBe(true)
    }
    expect(new Set(videos.map((v) => v.id)).size).toBe(videos.length)
  })

  it("spans the shop's categories, each one the generator knows", () => {
    expect(videos.map((v) => v.category).sort()).toEqual([
      'Business & Finance',
      'Fitness & Health',
      'Food & Cooking',
      'Gaming',
      'Technology',
      'Travel',
    ])
    for (const video of videos) expect(findCategory(video.category)).toBeDefined()
  })

  it('were published before now, newest first, and move with the clock', () => {
    const times = videos.map((v) => Date.parse(v.publishedAt))
    for (const t of times) expect(t).toBeLessThan(NOW.getTime())
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const later = simulatedVideos(new Date(NOW.getTime() + 86_400_000))
    expect(Date.parse(later[0]!.publishedAt) - times[0]!).toBe(86_400_000)
  })

  it('has one Short under a minute, with a duration in the Data API format', () => {
    const shorts = videos.filter((v) => v.isShort)
    expect(shorts).toHaveLength(1)
    expect(shorts[0]!.durationSeconds).toBeLessThan(60)
    expect(shorts[0]!.duration).toBe(`PT${shorts[0]!.durationSeconds}S`)
    for (const video of videos.filter((v) => !v.isShort)) expect(video.durationSeconds).toBeGreaterThan(60)
  })

  it('offers tests only on public long-form videos, and says why not on the others', () => {
    const refused = videos.filter((v) => !testEligibility(v).eligible).map((v) => v.id)
    expect(refused.sort()).toEqual(['sim-finance-debt', 'sim-fitness-squat-fix'])
    expect(testEligibility({ privacyStatus: 'private', isShort: false })).toEqual({
      eligible: false,
      reason: expect.stringContaining('private'),
    })
    expect(videos.filter((v) => testEligibility(v).eligible).length).toBeGreaterThanOrEqual(3)
  })
})

describe('isoDuration: contentDetails.duration', () => {
  it.each([
    [951, 'PT15M51S'],
    [42, 'PT42S'],
    [3720, 'PT1H2M'],
    [3601, 'PT1H1S'],
    [0, 'PT0S'],
  ])('%i s is %s', (seconds, expected) => {
    expect(isoDuration(seconds)).toBe(expected)
  })
})

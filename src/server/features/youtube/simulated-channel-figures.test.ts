import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { addDays } from './pacific-day.ts'
import { simulatedChannel } from './simulated-channel-test-support.ts'
import { CALL_QUOTA_UNITS } from './youtube-port.ts'

// The simulated channel's figures through the port: the lag, the seed, and the thumbnail live each day.
const DAY = 86_400_000
const VIDEO = 'sim-gaming-nohit'

const simulated = simulatedChannel

async function reach(sim: ReturnType<typeof simulated>) {
  const tokens = await sim.connect()
  const { value: job } = await sim.port.ensureReachJob(tokens)
  const { value: reports } = await sim.port.listReachReports(tokens, job.jobId)
  const days = await Promise.all(
    reports.map(async (report) => (await sim.port.downloadReachReport(tokens, report)).value),
  )
  return { tokens, job, reports, rows: days.flat() }
}

describe('figures', () => {
  it('arrive two days late: the newest report is for the day before yesterday, and a day later one more', async () => {
    const sim = simulated()
    const { tokens, job, reports } = await reach(sim)
    expect(reports.at(-1)?.startTime).toBe(new Date('2026-11-18T08:00:00Z').toISOString())
    sim.advance(DAY)
    const later = await sim.port.listReachReports(tokens, job.jobId, {
      createdAfter: new Date(reports.at(-1)?.createTime ?? ''),
    })
    expect(later.value).toHaveLength(1)
    expect(later.value[0]?.startTime).toBe(new Date('2026-11-19T08:00:00Z').toISOString())
    expect(later.quotaUnits).toBe(0)

    const views = await sim.port.viewsByDay(tokens, {
      videoId: VIDEO,
      startDate: addDays(sim.today(), -30),
      endDate: sim.today(),
    })
    expect(views.value.at(-1)?.day).toBe(addDays(sim.today(), -2))
    expect(views.value.every((day) => day.views >= 0 && day.averageViewDuration >= 0)).toBe(true)
  })

  it('give each public video a row per day since it went up, with clicks matching the rate', async () => {
    const { rows } = await reach(simulated())
    const mine = rows.filter((row) => row.videoId === VIDEO)
    // Published on the 17th, three days before the clock: the 17th and 18th have arrived.
    expect(mine.map((row) => row.day)).toEqual(['2026-11-17', '2026-11-18'])
    expect(rows.some((row) => row.videoId === 'sim-finance-debt')).toBe(false)
    for (const row of rows) expect(row.clicks).toBe(Math.round(row.impressions * row.ctr))
  })

  it('are the same for the same seed, and differ for another', async () => {
    const [one, two, other] = await Promise.all([
      reach(simulated()),
      reach(simulated()),
      reach(simulated({ seed: 'another' })),
    ])
    expect(one.rows).toEqual(two.rows)
    expect(one.rows.length).toBeGreaterThan(30)
    expect(other.rows).not.toEqual(one.rows)
  })

  it('credit each day to the thumbnail live then: better traits win clicks only from the day it is set', async () => {
    const strong = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#ff0' } })
      .png()
      .toBuffer()
    const traitsOf = (_id: string, bytes: Buffer) =>
      bytes.equals(strong)
        ? { titleHeight: 0.3, titleContrast: 15, hasFace: true }
        : { titleHeight: 0.125, titleContrast: Math.sqrt(7) }
    const plain = simulated({ traitsOf })
    const tested = simulated({ traitsOf })
    const tokens = await tested.connect()
    const set = await tested.port.setThumbnail(tokens, 'sim-travel-lisbon', {
      bytes: strong,
      mimeType: 'image/png',
    })
    expect(set.quotaUnits).toBe(CALL_QUOTA_UNITS.setThumbnail)
    for (const sim of [plain, tested]) sim.advance(10 * DAY)
    const [a, b] = await Promise.all([reach(plain), reach(tested)])
    const lisbon = (rows: typeof a.rows, after: boolean) =>
      rows.filter((row) => row.videoId === 'sim-travel-lisbon' && row.day >= '2026-11-20' === after)
    expect(lisbon(b.rows, false)).toEqual(lisbon(a.rows, false))
    const clicks = (rows: typeof a.rows) => rows.reduce((sum, row) => sum + row.clicks, 0)
    expect(lisbon(b.rows, true).map((row) => row.impressions)).toEqual(
      lisbon(a.rows, true).map((row) => row.impressions),
    )
    expect(clicks(lisbon(b.rows, true))).toBeGreaterThan(clicks(lisbon(a.rows, true)))
  })

  it('refuse a reach job they do not know', async () => {
    const sim = simulated()
    const tokens = await sim.connect()
    await expect(sim.port.listReachReports(tokens, 'someone-elses')).rejects.toMatchObject({
      kind: 'unavailable',
    })
  })
})

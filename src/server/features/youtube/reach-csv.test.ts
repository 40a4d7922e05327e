import { describe, expect, it } from 'vitest'
import { parseReachCsv, ReachCsvError } from './reach-csv.ts'

describe('parseReachCsv', () => {
  it('finds the columns by name, whatever their order, and turns YYYYMMDD into a day', () => {
    const csv =
      'video_thumbnail_impressions_ctr,video_id,date,channel_id,video_thumbnail_impressions\r\n0.05,abc,20261120,UCx,400\r\n'
    expect(parseReachCsv(csv)).toEqual([
      { day: '2026-11-20', videoId: 'abc', impressions: 400, ctr: 0.05, clicks: 20 },
    ])
  })

  it('adds up rows that share a day and video, weighting each rate by its impressions', () => {
    const csv = [
      'date,channel_id,video_id,video_thumbnail_impressions,video_thumbnail_impressions_ctr',
      '20261120,UCx,abc,300,0.1',
      '20261120,UCx,abc,100,0.02',
      '20261121,UCx,abc,0,0',
    ].join('\n')
    expect(parseReachCsv(csv)).toEqual([
      { day: '2026-11-20', videoId: 'abc', impressions: 400, ctr: 0.08, clicks: 32 },
      { day: '2026-11-21', videoId: 'abc', impressions: 0, ctr: 0, clicks: 0 },
    ])
  })

  it('gives no rows for a day with only the header', () => {
    expect(
      parseReachCsv('date,video_id,video_thumbnail_impressions,video_thumbnail_impressions_ctr\n'),
    ).toEqual([])
  })

  it('refuses a report without a needed column, a malformed row, or a rate that is not a fraction', () => {
    const header = 'date,video_id,video_thumbnail_impressions,video_thumbnail_impressions_ctr'
    expect(() => parseReachCsv('date,video_id,video_thumbnail_impressions\n20261120,abc,5')).toThrow(
      ReachCsvError,
    )
    expect(() => parseReachCsv(`${header}\n2026-11-20,abc,5,0.1`)).toThrow(ReachCsvError)
    expect(() => parseReachCsv(`${header}\n20261120,abc,many,0.1`)).toThrow(ReachCsvError)
    expect(() => parseReachCsv(`${header}\n20261120,abc,5,4.5`)).toThrow(ReachCsvError)
  })
})

// Lighthouse scores for the public first pages, mobile and desktop, each the median of RUNS runs
// in the system Chromium (a fresh browser per run, so every run is a first visit).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { freePort } from '#tests/support/free-port.ts'
import { chromiumPath } from './initial-js.ts'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
/** A folder to keep every run's full report in (JSON), to read what each audit found. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS
/** The device set to dark (decision 049): the scores must hold in both themes. */
const DARK = process.env.BENCH_LIGHTHOUSE_DARK === '1'
/** On a busy machine Chromium now and then loses the trace (NO_NAVSTART, NO_FCP): that run is repeated. */
const ATTEMPTS = 3
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export const LIGHTHOUSE_PAGES = ['/', '/pricing', '/login'] as const
/** `BENCH_LIGHTHOUSE_PAGES=/pricing` (comma-separated) scores only those pages, e.g. the one a change touched. */
const pages = (process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? LIGHTHOUSE_PAGES).filter(Boolean)

type Scores = Record<(typeof CATEGORIES)[number], number> & {
  cls: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  speedIndexMs: number
}

type Run = { scores: Scores; failing: string[] }

class TraceLost extends Error {}

async function oneAttempt(url: string, formFactor: 'mobile' | 'desktop', run: number): Promise<Run> {
  const port = await freePort()
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', `--remote-debugging-port=${port}`, ...(DARK ? ['--force-dark-mode'] : [])],
  })
  try {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError) throw new TraceLost(`Lighthouse on ${url}: ${runtimeError.message}`)
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true })
      const page = new URL(url).pathname.replace(/\W+/g, '') || 'home'
      writeFileSync(
        path.join(REPORTS_DIR, `${page}-${formFactor}-${run + 1}.json`),
        JSON.stringify(result.lhr),
      )
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const metric = (id: string) => Math.round(audits[id]?.numericValue ?? 0)
    // Scored audits that did not pass, by id (informative and not-applicable ones have no score).
    const failing = Object.values(audits)
      .filter(
        (audit) =>
          typeof audit.score === 'number' &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => audit.id)
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        speedIndexMs: metric('speed-index'),
      },
      failing,
    }
  } finally {
    await browser.close()
  }
}

async function oneRun(url: string, formFactor: 'mobile' | 'desktop', run: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await oneAttempt(url, formFactor, run)
    } catch (error) {
      if (!(error instanceof TraceLost) || attempt >= ATTEMPTS) throw error
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/**
 * Per page and form factor: the median of each figure, each category's [min, max] over the runs,
 * and the audits that failed in any run (with how many runs they failed in).
 */
export async function lighthouseFigures(baseUrl: string) {
  const figures: Record<string, unknown> = { runs: RUNS }
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const byPage: Record<string, unknown> = {}
    for (const page of pages) {
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await oneRun(`${baseUrl}${page}`, formFactor, i))
      const scores = runs.map((run) => run.scores)
      const keys = Object.keys(scores[0] as Scores) as (keyof Scores)[]
      const failing: Record<string, number> = {}
      for (const id of runs.flatMap((run) => run.failing)) failing[id] = (failing[id] ?? 0) + 1
      byPage[page] = {
        ...Object.fromEntries(keys.map((key) => [key, median(scores.map((run) => run[key]))])),
        range: Object.fromEntries(
          CATEGORIES.map((key) => {
            const values = scores.map((run) => run[key])
            return [key, [Math.min(...values), Math.max(...values)]]
          }),
        ),
        performanceRuns: scores.map((run) => run.performance),
        failingAudits: failing,
      }
    }
    figures[formFactor] = byPage
  }
  return figures
}

// Lighthouse scores for the public first pages, mobile and desktop, each the median of RUNS runs
// in the system Chromium (a fresh browser per run, so every run is a first visit).
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { freePort } from '#tests/support/free-port.ts'
import { chromiumPath } from './initial-js.ts'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export const LIGHTHOUSE_PAGES = ['/', '/login'] as const

type Scores = Record<(typeof CATEGORIES)[number], number> & { cls: number; lcpMs: number; tbtMs: number }

async function oneRun(url: string, formFactor: 'mobile' | 'desktop'): Promise<Scores> {
  const port = await freePort()
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', `--remote-debugging-port=${port}`],
  })
  try {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    }
  } finally {
    await browser.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/** Per page and form factor: the median of each figure, and every run's performance score. */
export async function lighthouseFigures(baseUrl: string) {
  const figures: Record<string, unknown> = { runs: RUNS }
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const byPage: Record<string, unknown> = {}
    for (const page of LIGHTHOUSE_PAGES) {
      const runs: Scores[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await oneRun(`${baseUrl}${page}`, formFactor))
      const keys = Object.keys(runs[0] as Scores) as (keyof Scores)[]
      byPage[page] = {
        ...Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
        performanceRuns: runs.map((run) => run.performance),
      }
    }
    figures[formFactor] = byPage
  }
  return figures
}

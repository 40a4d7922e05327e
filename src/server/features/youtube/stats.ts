/**
 * The result of a thumbnail test, stated honestly. Small channels get few impressions, and rival
 * tools are criticised for crowning winners from noise, so this module declares a winner only on a
 * written rule and otherwise says why not. Formulas:
 * - Wilson score interval (Wilson 1927; Newcombe 1998, method 3; NIST/SEMATECH e-Handbook 7.2.4.1):
 *   centre = (p̂ + z²/2n) / (1 + z²/n), half-width = z/(1 + z²/n) · √(p̂(1−p̂)/n + z²/4n²).
 *   Unlike p̂ ± z·SE it stays inside [0, 1] and is not zero-width at 0 or n clicks.
 * - Pooled two-proportion z-test: p = (x₁+x₂)/(n₁+n₂), z = (p̂₁−p̂₂)/√(p(1−p)(1/n₁+1/n₂)), two-sided.
 * - Bonferroni: comparing the best with each of the k−1 others, each test uses α/(k−1), so the
 *   chance of crowning a variant that is not really better stays at most α overall.
 */

/** One variant's totals over the days it was live. CTR is a fraction (0.05 = 5 %), not a percent. */
export type VariantFigures = {
  impressions: number
  views: number
  watchTimeSeconds: number
} & ({ clicks: number } | { ctr: number })

export type VariantResult = {
  impressions: number
  clicks: number
  /** null when there were no impressions: a CTR of 0/0 is unknown, not 0 %. */
  ctr: number | null
  /** 95 % Wilson interval for the CTR; [0, 1] with no impressions (we know nothing yet). */
  ctrInterval: { low: number; high: number }
  watchTimePerImpression: number | null
}

export type Comparison = {
  /** The index of the variant the best one is compared with. */
  variant: number
  /** Two-sided p-value; null if either side has no impressions (there is nothing to test). */
  pValue: number | null
  significant: boolean
}

export type Verdict =
  | { kind: 'winner'; winner: number }
  | { kind: 'not-enough-impressions'; moreImpressionsNeeded: number[] }
  | { kind: 'no-clear-winner' }

export type TestResult = {
  variants: VariantResult[]
  /** The variant with the highest CTR so far (lowest index on a tie). Not a winner unless the verdict says so. */
  leader: number
  comparisons: Comparison[]
  /** The test used, in words a creator can read. */
  testUsed: string
  alphaPerComparison: number
  verdict: Verdict
}

export const DEFAULT_MIN_IMPRESSIONS = 1000
const CONFIDENCE = 0.95
// The 97.5th percentile of the standard normal distribution, to full double precision.
const Z_95 = 1.959963984540054

export function wilsonInterval(clicks: number, impressions: number, z = Z_95): { low: number; high: number } {
  if (impressions === 0) return { low: 0, high: 1 }
  const p = clicks / impressions
  const z2n = (z * z) / impressions
  const centre = (p + z2n / 2) / (1 + z2n)
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / impressions + z2n / (4 * impressions))
  // Clamp float dust so 10/10 reports exactly 1, not 0.9999999999999999.
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

/**
 * erfc by the Chebyshev fit of Numerical Recipes (2nd ed., §6.2, erfcc): relative error below
 * 1.2e-7 everywhere, ample for comparing p-values with 0.05 or 0.025.
 */
function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * Math.abs(x))
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
  const value = t * Math.exp(-x * x + poly)
  return x >= 0 ? value : 2 - value
}

/** Two-sided p-value of the pooled two-proportion z-test. */
export function twoProportionPValue(x1: number, n1: number, x2: number, n2: number): number | null {
  if (n1 === 0 || n2 === 0) return null
  const pooled = (x1 + x2) / (n1 + n2)
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
  // Both at 0 % or both at 100 %: identical, no evidence of any difference.
  if (se === 0) return 1
  const z = (x1 / n1 - x2 / n2) / se
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2))
}

function toClicks(figures: VariantFigures): number {
  const clicks = 'clicks' in figures ? figures.clicks : Math.round(figures.ctr * figures.impressions)
  const counts = [figures.impressions, clicks, figures.views, figures.watchTimeSeconds]
  if (counts.some((n) => !Number.isFinite(n) || n < 0) || !Number.isInteger(figures.impressions)) {
    throw new RangeError('Impressions, clicks, views and watch time must be non-negative numbers')
  }
  if (clicks > figures.impressions) throw new RangeError('A variant cannot have more clicks than impressions')
  return clicks
}

function describeTest(k: number): string {
  const base = `two-proportion z-test, ${Math.round(CONFIDENCE * 100)}%`
  return k > 2 ? `${base}, Bonferroni for ${k} variants` : base
}

/**
 * The result of a test. A winner is declared only when every variant has at least
 * `minImpressions` AND the leader's CTR differs significantly from every other variant's at the
 * Bonferroni-corrected level. Otherwise the verdict says which of the two is missing.
 */
export function summarizeTest(
  figures: readonly VariantFigures[],
  options: { minImpressions?: number } = {},
): TestResult {
  const k = figures.length
  if (k < 2) throw new RangeError('A thumbnail test compares at least 2 variants')
  const minImpressions = options.minImpressions ?? DEFAULT_MIN_IMPRESSIONS
  const variants = figures.map((f): VariantResult => {
    const clicks = toClicks(f)
    const n = f.impressions
    return {
      impressions: n,
      clicks,
      ctr: n === 0 ? null : clicks / n,
      ctrInterval: wilsonInterval(clicks, n),
      watchTimePerImpression: n === 0 ? null : f.watchTimeSeconds / n,
    }
  })
  const leader = variants.reduce((best, v, i) => ((v.ctr ?? -1) > (variants[best]?.ctr ?? -1) ? i : best), 0)
  const top = variants[leader]!
  const alphaPerComparison = (1 - CONFIDENCE) / (k - 1)
  const comparisons = variants.flatMap((v, i): Comparison[] => {
    if (i === leader) return []
    const pValue = twoProportionPValue(top.clicks, top.impressions, v.clicks, v.impressions)
    return [{ variant: i, pValue, significant: pValue !== null && pValue < alphaPerComparison }]
  })
  const needed = variants.map((v) => Math.max(0, minImpressions - v.impressions))
  const verdict: Verdict = needed.some((n) => n > 0)
    ? { kind: 'not-enough-impressions', moreImpressionsNeeded: needed }
    : comparisons.every((c) => c.significant)
      ? { kind: 'winner', winner: leader }
      : { kind: 'no-clear-winner' }
  return { variants, leader, comparisons, testUsed: describeTest(k), alphaPerComparison, verdict }
}

interface PackageSeed {
  name: string
  priceCents: number
  credit: number
  validityDays: number
  isPopular: boolean
  points: Record<string, string>
}

/**
 * What every package includes, whatever its size: every account has every feature (issue 29), so
 * a package's bullets differ only in how many credits it holds. Migration 0017 rewrites the bullets
 * an older install seeded (which hinted that Starter lacked 4K, style reference and re-edits) where
 * the operator never edited them.
 */
const everyPackage = {
  pointTwo: 'Every feature: 4K, style reference, personas',
  pointThree: 'Free text re-edits',
  pointFour: 'Credits never expire',
}

/** The three packages a fresh install sells (prices in cents). */
export const defaultPackages: PackageSeed[] = [
  {
    name: 'Starter',
    priceCents: 500,
    credit: 20,
    validityDays: 30,
    isPopular: false,
    points: { pointOne: '20 thumbnail credits', ...everyPackage },
  },
  {
    name: 'Creator',
    priceCents: 1900,
    credit: 100,
    validityDays: 90,
    isPopular: true,
    points: { pointOne: '100 thumbnail credits', ...everyPackage },
  },
  {
    name: 'Studio',
    priceCents: 4900,
    credit: 300,
    validityDays: 365,
    isPopular: false,
    points: { pointOne: '300 thumbnail credits', ...everyPackage },
  },
]

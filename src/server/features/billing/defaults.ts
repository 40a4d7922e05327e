interface PackageSeed {
  name: string
  priceCents: number
  credit: number
  validityDays: number
  isPopular: boolean
  points: Record<string, string>
}

/** The three packages a fresh install sells (prices in cents). */
export const defaultPackages: PackageSeed[] = [
  {
    name: 'Starter',
    priceCents: 500,
    credit: 20,
    validityDays: 30,
    isPopular: false,
    points: {
      pointOne: '20 thumbnail credits',
      pointTwo: 'All 25 categories',
      pointThree: 'Exact-text titles',
    },
  },
  {
    name: 'Creator',
    priceCents: 1900,
    credit: 100,
    validityDays: 90,
    isPopular: true,
    points: {
      pointOne: '100 thumbnail credits',
      pointTwo: 'Up to 4K output',
      pointThree: 'Reference image styles',
      pointFour: 'Free text re-edits',
    },
  },
  {
    name: 'Studio',
    priceCents: 4900,
    credit: 300,
    validityDays: 365,
    isPopular: false,
    points: {
      pointOne: '300 thumbnail credits',
      pointTwo: 'Up to 4K output',
      pointThree: 'Priority support',
      pointFour: 'Free text re-edits',
    },
  },
]

import { Benefits } from '#web/features/content/components/benefits.tsx'
import { Hero } from '#web/features/content/components/hero.tsx'

/** Static landing page until the content-managed sections arrive. */
export function HomePage() {
  return (
    <>
      <Hero />
      <Benefits />
    </>
  )
}

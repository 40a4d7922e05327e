import type { Persona, PersonaPhoto } from '#shared/personas/schemas.ts'

export const personaId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`
const photoId = (persona: number, n: number) => `11111111-1111-4111-8111-1111111111${persona}${n}`

/** Photo `n` of persona `persona`, as the API answers it, for the component tests. */
export function photoFixture(n = 1, persona = 1, overrides: Partial<PersonaPhoto> = {}): PersonaPhoto {
  const base = `/api/personas/${personaId(persona)}/photos/${photoId(persona, n)}`
  return {
    id: photoId(persona, n),
    personaId: personaId(persona),
    createdAt: '2026-11-24T10:00:00.000Z',
    width: 800,
    height: 1000,
    originalUrl: `${base}/original`,
    cutoutUrl: `${base}/cutout?v=1`,
    cutoutSource: 'model',
    crop: null,
    ...overrides,
  }
}

/** Persona `n` with `photos` photos, as the API answers it. */
export function personaFixture(n = 1, photos = 0, overrides: Partial<Persona> = {}): Persona {
  return {
    id: personaId(n),
    name: n === 1 ? 'Me on camera' : `Persona ${n}`,
    createdAt: '2026-11-24T09:00:00.000Z',
    photos: Array.from({ length: photos }, (_, i) => photoFixture(i + 1, n)),
    ...overrides,
  }
}

export const listOf = (...items: Persona[]) => ({ items })

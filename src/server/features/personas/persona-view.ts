import type { Persona, PersonaPhoto } from '#shared/personas/schemas.ts'
import type { personaPhotos, personas } from '../../db/schema.ts'

type PersonaRow = typeof personas.$inferSelect
type PhotoRow = typeof personaPhotos.$inferSelect

const photoPath = (photo: Pick<PhotoRow, 'id' | 'personaId'>) =>
  `/api/personas/${photo.personaId}/photos/${photo.id}`

/** The cut-out's address carries `?v=` so a browser fetches it again once a crop or upload changes it. */
export function photoView(row: PhotoRow): PersonaPhoto {
  return {
    id: row.id,
    personaId: row.personaId,
    createdAt: row.createdAt.toISOString(),
    width: row.width,
    height: row.height,
    originalUrl: `${photoPath(row)}/original`,
    cutoutUrl: `${photoPath(row)}/cutout?v=${row.updatedAt.getTime()}`,
    cutoutSource: row.cutoutSource,
    crop: row.crop ?? null,
  }
}

export function personaView(row: PersonaRow, photos: PhotoRow[]): Persona {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    photos: photos.map(photoView),
  }
}

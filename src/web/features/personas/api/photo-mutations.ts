import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type PersonaCropBody,
  type PersonaList,
  type PersonaPhoto,
  personaPhotoSchema,
} from '#shared/personas/schemas.ts'
import { personasQueryKey } from '#web/features/personas/api/list-personas.ts'
import { fileForm, personaUrl, photoUrl } from '#web/features/personas/api/persona-urls.ts'
import { apiRequest } from '#web/lib/api.ts'

type PhotoRef = { personaId: string; photoId: string }

/**
 * Puts the server's answer for one photo into the cached list at once, so the new cut-out (its
 * `?v=` changed) replaces the old in view without waiting for the list to load again.
 */
function showPhoto(queryClient: QueryClient, photo: PersonaPhoto) {
  queryClient.setQueryData<PersonaList>(personasQueryKey, (list) =>
    list
      ? {
          items: list.items.map((persona) =>
            persona.id === photo.personaId
              ? {
                  ...persona,
                  photos: persona.photos.some((p) => p.id === photo.id)
                    ? persona.photos.map((p) => (p.id === photo.id ? photo : p))
                    : [...persona.photos, photo],
                }
              : persona,
          ),
        }
      : list,
  )
  return queryClient.invalidateQueries({ queryKey: personasQueryKey })
}

/** POST /api/personas/{id}/photos: the answer arrives once the server has cut the person out. */
export function useAddPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ personaId, file }: { personaId: string; file: File }) =>
      personaPhotoSchema.parse(
        await apiRequest(`${personaUrl(personaId)}/photos`, { method: 'POST', body: fileForm(file) }),
      ),
    onSuccess: (photo) => showPhoto(queryClient, photo),
  })
}

/** DELETE /api/personas/{id}/photos/{photoId}. */
export function useDeletePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ personaId, photoId }: PhotoRef) => {
      await apiRequest(photoUrl(personaId, photoId), { method: 'DELETE' })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personasQueryKey }),
  })
}

/** PUT .../crop: the server crops the model's full cut-out again to these fractions of the photo. */
export function useCropPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ personaId, photoId, crop }: PhotoRef & { crop: PersonaCropBody }) =>
      personaPhotoSchema.parse(
        await apiRequest(`${photoUrl(personaId, photoId)}/crop`, { method: 'PUT', body: crop }),
      ),
    onSuccess: (photo) => showPhoto(queryClient, photo),
  })
}

/** PUT .../cutout: the creator's own transparent PNG replaces the model's cut-out. */
export function useReplaceCutout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ personaId, photoId, file }: PhotoRef & { file: File }) =>
      personaPhotoSchema.parse(
        await apiRequest(`${photoUrl(personaId, photoId)}/cutout`, { method: 'PUT', body: fileForm(file) }),
      ),
    onSuccess: (photo) => showPhoto(queryClient, photo),
  })
}

import { Camera, Trash2 } from 'lucide-react'
import { type ChangeEvent, useId, useRef } from 'react'
import { IMAGE_PICKER_ACCEPT } from '#shared/common/image-format.ts'
import { PROFILE_PHOTO_DISPLAY_PX, PROFILE_PHOTO_MAX_BYTES } from '#shared/users/constants.ts'
import type { Me } from '#shared/users/me.ts'
import { profileMessages } from '#shared/users/messages.ts'
import { Avatar } from '#web/components/ui/avatar.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useRemovePhoto, useUploadPhoto } from '#web/features/users/api/profile.ts'
import { isApiError } from '#web/lib/api.ts'

export type Notice = { tone: 'success' | 'error'; text: string }

/** The server's own words when it refused the file (too big, not an image, damaged); else the spec's. */
function uploadFailure(error: unknown): string {
  if (isApiError(error, 400) || isApiError(error, 413) || isApiError(error, 415)) return error.message
  return profileMessages.imageUploadFailed
}

/** Photo at 150px with Change Photo (images up to 2 MB, checked here and again on the server) and Remove Photo. */
export function ProfilePhoto({
  me,
  onNotice,
}: {
  me: Pick<Me, 'id' | 'name' | 'profileUrl'>
  onNotice: (notice: Notice) => void
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const upload = useUploadPhoto()
  const remove = useRemovePhoto()
  const busy = upload.isPending || remove.isPending

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!file.type.startsWith('image/'))
      return onNotice({ tone: 'error', text: profileMessages.photoNotImage })
    if (file.size > PROFILE_PHOTO_MAX_BYTES)
      return onNotice({ tone: 'error', text: profileMessages.photoTooLarge })
    upload.mutate(file, {
      onSuccess: () => onNotice({ tone: 'success', text: profileMessages.imageUploaded }),
      onError: (error) => onNotice({ tone: 'error', text: uploadFailure(error) }),
    })
  }

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => onNotice({ tone: 'success', text: profileMessages.photoRemoved }),
      onError: () => onNotice({ tone: 'error', text: profileMessages.imageUploadFailed }),
    })

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <div className="relative">
        <Avatar
          id={me.id}
          name={me.name}
          src={me.profileUrl}
          size={PROFILE_PHOTO_DISPLAY_PX}
          className="ring-4 ring-white shadow-card"
        />
        {busy && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-surface/70">
            <Spinner className="size-8 text-brand-600" />
          </span>
        )}
      </div>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_PICKER_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile photo file"
          onChange={onFile}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => inputRef.current?.click()} disabled={busy}>
            <Camera aria-hidden="true" className="size-4" />
            {upload.isPending ? 'Uploading...' : 'Change Photo'}
          </Button>
          {me.profileUrl && (
            <Button variant="secondary" onClick={onRemove} disabled={busy}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove Photo
            </Button>
          )}
        </div>
        <p className="text-xs text-ink-muted">JPEG, PNG or WebP, up to 2 MB.</p>
      </div>
    </div>
  )
}

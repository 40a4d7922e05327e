import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { aspectOf, generatorMessages } from '#shared/generator/defaults.ts'
import { type Generation, overlaySchema, textOverlaySchema } from '#shared/generator/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Dialog, DialogFormFooter } from '#web/components/ui/dialog.tsx'
import { useUpdateGeneration } from '#web/features/generator/api/update-generation.ts'
import { EditPreview } from '#web/features/generator/components/edit-preview.tsx'
import { OverlayFields } from '#web/features/generator/components/overlay-fields.tsx'
import { TextOverlayFields } from '#web/features/generator/components/text-overlay-fields.tsx'
import { errorText } from '#web/features/generator/lib/error-text.ts'
import { outputResolver } from '#web/features/generator/lib/form-values.ts'
import { cn } from '#web/lib/cn.ts'
import { notifySuccess } from '#web/lib/toast.ts'

const editTextSchema = z.object({ textOverlay: textOverlaySchema, overlay: overlaySchema })
type EditTextValues = z.output<typeof editTextSchema>
const editTextResolver = outputResolver<EditTextValues>(editTextSchema)

type EditTextDialogProps = {
  generation: Generation
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (generation: Generation) => void
}

/**
 * Re-sets the title, subtitle and overlay on the stored background, with a live preview of the
 * change on that background. The server re-composites it as a new version (the one it replaces is
 * kept): no AI call and no credit, so the balance is untouched.
 */
export function EditTextDialog({ generation, open, onOpenChange, onSaved }: EditTextDialogProps) {
  const update = useUpdateGeneration()
  const { control, handleSubmit, reset } = useForm<EditTextValues>({
    resolver: editTextResolver,
    defaultValues: { textOverlay: generation.params.textOverlay, overlay: generation.params.overlay },
  })
  const [textOverlay, overlay] = useWatch({ control, name: ['textOverlay', 'overlay'] })

  // The fields start from the thumbnail's current text every time the dialog opens (the card opens
  // it, not Radix): after a restore that is the restored version's, and a cancelled change is gone.
  useEffect(() => {
    if (open) reset({ textOverlay: generation.params.textOverlay, overlay: generation.params.overlay })
  }, [open, generation, reset])

  const changeOpen = (next: boolean) => {
    update.reset()
    onOpenChange(next)
  }

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: generation.id, patch: values },
      {
        onSuccess: (updated) => {
          notifySuccess(generatorMessages.textUpdated)
          onSaved(updated)
          onOpenChange(false)
        },
      },
    ),
  )

  const formId = `edit-text-${generation.id}`
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Edit text"
      description="Change the title, subtitle or overlay. It is redrawn on the same background at no cost, and the current version is kept."
      className="max-w-4xl"
      footer={
        <DialogFormFooter
          formId={formId}
          onCancel={() => changeOpen(false)}
          isPending={update.isPending}
          submitLabel={update.isPending ? 'Saving...' : 'Save text'}
        />
      }
    >
      {/* Side by side from md up; the preview stays in view while the fields scroll (on a phone too,
          unless it is a tall Shorts cover). */}
      <form
        id={formId}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:items-start"
      >
        <div
          className={cn(
            'space-y-3 bg-surface md:sticky md:top-0',
            aspectOf(generation.params.output.size) === '16:9' && 'sticky -top-6 z-10 -mt-2 pt-2 pb-2',
          )}
        >
          {update.error && <Alert>{generatorMessages.generationError(errorText(update.error))}</Alert>}
          <EditPreview generation={generation} patch={{ textOverlay, overlay }} />
        </div>
        <div className="space-y-6">
          <Controller
            control={control}
            name="textOverlay"
            render={({ field }) => (
              <TextOverlayFields value={field.value} onChange={field.onChange} disabled={update.isPending} />
            )}
          />
          <Controller
            control={control}
            name="overlay"
            render={({ field }) => (
              <OverlayFields value={field.value} onChange={field.onChange} disabled={update.isPending} />
            )}
          />
        </div>
      </form>
    </Dialog>
  )
}

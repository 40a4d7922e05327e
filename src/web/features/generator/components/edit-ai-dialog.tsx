import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { type Generation, generationEditBodySchema } from '#shared/generator/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Dialog, DialogFormFooter } from '#web/components/ui/dialog.tsx'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { useEditGeneration } from '#web/features/generator/api/edit-generation.ts'
import { MaskPainter, type MaskPainterHandle } from '#web/features/generator/components/mask-painter.tsx'
import { errorText } from '#web/features/generator/lib/error-text.ts'
import { outputResolver } from '#web/features/generator/lib/form-values.ts'
import { runLostMessage } from '#web/features/generator/lib/run-messages.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'

const instructionSchema = generationEditBodySchema.pick({ instruction: true })
type InstructionValues = { instruction: string }
const instructionResolver = outputResolver<InstructionValues>(instructionSchema)

export const editCostNote = 'Costs 1 credit, refunded if it fails'

type EditAiDialogProps = {
  generation: Generation
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The new version as it stands: pending once accepted, then made or failed. */
  onVersion?: (version: Generation) => void
}

/**
 * 'Edit with AI': the creator says what should change and may paint where. Once the server has
 * taken the credit and queued the edit (202) the dialog closes and the new version follows like a
 * run; a refusal (no credit, offline, a bad mask) stays in the dialog with the server's words.
 */
export function EditAiDialog({ generation, open, onOpenChange, onVersion }: EditAiDialogProps) {
  const edit = useEditGeneration()
  const painter = useRef<MaskPainterHandle>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const { register, handleSubmit, reset, formState } = useForm<InstructionValues>({
    resolver: instructionResolver,
    defaultValues: { instruction: '' },
  })

  const changeOpen = (next: boolean) => {
    if (next) reset({ instruction: '' })
    setRefusal(null)
    onOpenChange(next)
  }

  const onSubmit = handleSubmit(({ instruction }) => {
    setRefusal(null)
    const mask = painter.current?.toMask() ?? null
    let closed = false
    edit.start(
      { id: generation.id, body: { instruction, ...(mask ? { mask } : {}) } },
      {
        onProgress: ([version]) => {
          if (!closed) {
            closed = true
            onOpenChange(false)
          }
          if (version) onVersion?.(version)
        },
        onDone: (view) => {
          const [version] = view.results
          if (version) onVersion?.(version)
          if (version?.status === 'succeeded') notifySuccess(generatorMessages.edited)
          else notifyError(generatorMessages.generationError(view.message ?? generatorMessages.noImage))
        },
        onRefused: (error) => setRefusal(generatorMessages.generationError(errorText(error))),
        onLost: () => notifyError(runLostMessage),
      },
    )
  })

  const formId = `edit-ai-${generation.id}`
  const title = generation.params.textOverlay.title
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Edit with AI"
      description="Say what should change. The AI redraws the picture; your title is set again on top, exactly as it was."
      className="max-w-2xl"
      footer={
        <DialogFormFooter
          formId={formId}
          onCancel={() => changeOpen(false)}
          isPending={edit.isPending}
          submitLabel={edit.isPending ? 'Applying...' : 'Apply edit'}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {refusal && <Alert>{refusal}</Alert>}
        {generation.imageUrl && generation.width && generation.height && (
          <MaskPainter
            ref={painter}
            imageUrl={generation.imageUrl}
            alt={title ? `The thumbnail to edit: ${title}` : 'The thumbnail to edit'}
            width={generation.width}
            height={generation.height}
            disabled={edit.isPending}
          />
        )}
        <TextAreaField
          // The instruction is what the dialog is for; the mask above is optional, so keyboard users start here.
          autoFocus
          label="What should change?"
          placeholder="Make the background darker, add fire behind me…"
          error={formState.errors.instruction?.message}
          disabled={edit.isPending}
          {...register('instruction')}
        />
        <p className="text-sm text-ink-muted">{editCostNote}</p>
      </form>
    </Dialog>
  )
}

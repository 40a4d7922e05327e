import { Wand2 } from 'lucide-react'
import type { ComponentProps } from 'react'
import { PROMPT_MAX_LENGTH } from '#shared/generator/defaults.ts'
import { Button } from '#web/components/ui/button.tsx'
import { TextAreaField } from '#web/components/ui/fields.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'

type PromptFieldProps = ComponentProps<'textarea'> & {
  error?: string
  canEnhance: boolean
  isEnhancing: boolean
  onEnhance: () => void
}

/**
 * The hint the user writes, which AI Enhance replaces with a full prompt they can keep editing
 * (spec §4: 'the enhanced prompt replaces the prompt text'). One field, so what is shown is what runs.
 */
export function PromptField({ error, canEnhance, isEnhancing, onEnhance, ...textarea }: PromptFieldProps) {
  return (
    <div className="space-y-2">
      <TextAreaField
        label="Prompt"
        required
        rows={5}
        maxLength={PROMPT_MAX_LENGTH}
        placeholder="A hint is enough: e.g. shocked gamer, neon city, boss fight"
        hint="Write a hint or pick a template idea, then let AI Enhance turn it into a detailed prompt you can edit."
        error={error}
        {...textarea}
      />
      <Button variant="secondary" size="sm" onClick={onEnhance} disabled={!canEnhance || isEnhancing}>
        {isEnhancing ? <Spinner className="size-4" /> : <Wand2 aria-hidden="true" className="size-4" />}
        {isEnhancing ? 'Enhancing...' : 'AI Enhance'}
      </Button>
    </div>
  )
}

import { useId } from 'react'
import { inputClasses } from '#web/components/ui/text-field.tsx'
import type { Crop, CropTexts } from '#web/features/personas/lib/crop.ts'
import { cn } from '#web/lib/cn.ts'

const fields: { key: keyof Crop; label: string }[] = [
  { key: 'x', label: 'X' },
  { key: 'y', label: 'Y' },
  { key: 'w', label: 'Width' },
  { key: 'h', label: 'Height' },
]

/** The crop as four numbers in % of the photo: the keyboard's way to the same rectangle. */
export function CropNumberFields({
  texts,
  onChange,
}: {
  texts: CropTexts
  onChange: (texts: CropTexts) => void
}) {
  const id = useId()
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="col-span-full mb-2 text-sm font-medium">Frame, in % of the photo</legend>
      {fields.map(({ key, label }) => (
        <div key={key} className="space-y-1">
          <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
            {label}
          </label>
          <input
            id={`${id}-${key}`}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.1}
            value={texts[key]}
            onChange={(event) => onChange({ ...texts, [key]: event.target.value })}
            className={cn(inputClasses, 'border-slate-300')}
          />
        </div>
      ))}
    </fieldset>
  )
}

import { Sparkles } from 'lucide-react'
import { useId } from 'react'
import type { Aspect, LayoutChoice } from '#shared/generator/defaults.ts'
import { type Box, type Layout, layoutById, layoutsFor, STAMP_CORNER } from '#shared/generator/layouts.ts'
import { cn } from '#web/lib/cn.ts'

type LayoutFieldProps = {
  value: LayoutChoice
  /** The chosen output size's shape: only its layouts are offered. */
  aspect: Aspect
  onChange: (layout: LayoutChoice) => void
  disabled?: boolean
  /** A persona's cut-out is to be placed ('Authentic'): a layout without a subject box has no room for it. */
  needsSubjectBox?: boolean
  /** The title reads from the right (Arabic, Hebrew): Auto mirrors the layout it picks. */
  rtl?: boolean
}

const AUTO_HINT = "Auto picks one from your title's shape: 'A vs B', a leading number, its length."
/**
 * The maps show each named layout as it is drawn: a layout the creator picks keeps its boxes for a
 * right-to-left title too (issue 26), and only Auto mirrors. So the hint says so, not the maps.
 */
const RTL_HINT =
  'Your title reads from the right: Auto puts the text on the right and the subject on the left. A layout you pick keeps its place, with each line starting at the right.'
export const NO_ROOM_FOR_PERSONA =
  'This layout has no place for your persona, so the thumbnail will not show you. Choose Auto or a layout with a subject box (grey).'

/** A chosen layout with no subject box: an 'Authentic' persona would not be drawn. */
export const lacksPersonaRoom = (choice: LayoutChoice) =>
  choice !== 'auto' && layoutById(choice).subjectBox === null

/**
 * The composition: Auto, or one of the named layouts for this shape, each drawn as a small map of
 * where the text (red) and the subject (grey) go. Native radios, so arrow keys move the choice.
 */
export function LayoutField({ value, aspect, onChange, disabled, needsSubjectBox, rtl }: LayoutFieldProps) {
  const name = useId()
  const choices: { id: LayoutChoice; label: string; layout: Layout | null }[] = [
    { id: 'auto', label: 'Auto', layout: null },
    ...layoutsFor(aspect).map((layout) => ({ id: layout.id, label: layout.label, layout })),
  ]
  return (
    <fieldset className="space-y-2" disabled={disabled} aria-describedby={`${name}-hint`}>
      <legend className="text-base font-semibold text-ink">Layout</legend>
      <p id={`${name}-hint`} className="text-xs text-ink-muted">
        {rtl ? `${AUTO_HINT} ${RTL_HINT}` : AUTO_HINT}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.id}
            className={cn(
              // relative: the visually hidden radio stays inside its card, so focusing it never scrolls elsewhere.
              'relative flex min-w-0 cursor-pointer flex-col items-center gap-1.5 rounded-lg border border-slate-200 p-2 text-center',
              'hover:border-slate-400 has-checked:border-brand-600 has-checked:bg-brand-50',
              'has-focus-visible:ring-3 has-focus-visible:ring-brand-200',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.id}
              checked={value === choice.id}
              onChange={() => onChange(choice.id)}
              className="sr-only"
            />
            <LayoutMap layout={choice.layout} aspect={aspect} />
            <span className="text-xs font-medium leading-tight text-ink">{choice.label}</span>
          </label>
        ))}
      </div>
      {needsSubjectBox && choices.find((choice) => choice.id === value)?.layout?.subjectBox === null && (
        <p role="status" className="text-sm font-medium text-amber-800">
          {NO_ROOM_FOR_PERSONA}
        </p>
      )}
    </fieldset>
  )
}

function LayoutMap({ layout, aspect }: { layout: Layout | null; aspect: Aspect }) {
  const [w, h] = aspect === '16:9' ? [64, 36] : [27, 48]
  const frame = cn('rounded bg-slate-800', aspect === '16:9' ? 'h-9 w-16' : 'h-12 w-[27px]')
  if (!layout) {
    return (
      <span aria-hidden="true" className={cn(frame, 'flex items-center justify-center text-white')}>
        <Sparkles className="size-4" />
      </span>
    )
  }
  const rect = (box: Box) => ({ x: box.x * w, y: box.y * h, width: box.w * w, height: box.h * h })
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${w} ${h}`} className={frame}>
      {layout.subjectBox && <rect {...rect(layout.subjectBox)} rx={1.5} fill="#94a3b8" />}
      <rect {...rect(layout.textBox)} rx={1.5} fill="#dc2626" fillOpacity={0.9} />
      {/* YouTube's duration stamp: nothing typeset goes there. */}
      {aspect === '16:9' && <rect {...rect(STAMP_CORNER)} fill="#020617" />}
    </svg>
  )
}

import { type PointerEvent, useRef } from 'react'
import { type Corner, type Crop, moveCrop, resizeCrop } from '#web/features/personas/lib/crop.ts'

type Drag = { mode: 'move' | Corner; startX: number; startY: number; start: Crop }

const corners: { corner: Corner; className: string }[] = [
  { corner: 'nw', className: 'top-0 left-0 -translate-x-1/2 -translate-y-1/2 cursor-nwse-resize' },
  { corner: 'ne', className: 'top-0 right-0 translate-x-1/2 -translate-y-1/2 cursor-nesw-resize' },
  { corner: 'sw', className: 'bottom-0 left-0 -translate-x-1/2 translate-y-1/2 cursor-nesw-resize' },
  { corner: 'se', className: 'right-0 bottom-0 translate-x-1/2 translate-y-1/2 cursor-nwse-resize' },
]

const percent = (fraction: number) => `${fraction * 100}%`

/**
 * The photo with the crop rectangle over it. A pointer drags the rectangle or a corner; the move is
 * measured in fractions of the drawn photo, so it is the same at any screen size. The rectangle is
 * hidden from assistive tech: the number fields beside it are the accessible way to the same values.
 */
export function CropFrame({
  src,
  alt,
  aspect,
  crop,
  onChange,
}: {
  src: string
  alt: string
  aspect: number
  crop: Crop
  onChange: (crop: Crop) => void
}) {
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<Drag | null>(null)

  const begin = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    event.preventDefault()
    event.stopPropagation()
    event.currentTarget.setPointerCapture?.(event.pointerId)
    drag.current = { mode, startX: event.clientX, startY: event.clientY, start: crop }
  }
  const onMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current
    const box = frame.current?.getBoundingClientRect()
    if (!current || !box || box.width === 0 || box.height === 0) return
    const dx = (event.clientX - current.startX) / box.width
    const dy = (event.clientY - current.startY) / box.height
    onChange(
      current.mode === 'move'
        ? moveCrop(current.start, dx, dy)
        : resizeCrop(current.start, current.mode, dx, dy),
    )
  }
  const end = () => {
    drag.current = null
  }

  return (
    // The padding leaves room for the corner handles at the photo's edges; it clips the shade.
    <div className="overflow-hidden rounded-md bg-slate-200 p-3">
      <div
        ref={frame}
        className="relative mx-auto touch-none select-none"
        // 45% of the window tall at most: the title, the fields and the footer fit beside it at 1280×800.
        style={{ aspectRatio: String(aspect), width: `min(100%, calc(45vh * ${aspect}))` }}
      >
        <img src={src} alt={alt} draggable={false} className="absolute inset-0 size-full object-contain" />
        <div
          aria-hidden="true"
          data-testid="crop-rectangle"
          className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(11,16,32,0.55)] outline-1 outline-night"
          style={{
            left: percent(crop.x),
            top: percent(crop.y),
            width: percent(crop.w),
            height: percent(crop.h),
          }}
          onPointerDown={begin('move')}
          onPointerMove={onMove}
          onPointerUp={end}
          onPointerCancel={end}
        >
          {corners.map(({ corner, className }) => (
            <span
              key={corner}
              data-corner={corner}
              className={`absolute size-5 rounded-full border-2 border-brand-600 bg-white ${className}`}
              onPointerDown={begin(corner)}
              onPointerMove={onMove}
              onPointerUp={end}
              onPointerCancel={end}
            />
          ))}
        </div>
      </div>
    </div>
  )
}

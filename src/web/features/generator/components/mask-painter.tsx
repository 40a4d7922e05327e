import { Eraser } from 'lucide-react'
import { type PointerEvent, type Ref, useId, useImperativeHandle, useRef, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'

export const BRUSH_SIZES = { min: 10, max: 160, initial: 60 } as const

/** What the dialog asks of the painter when it submits. */
export type MaskPainterHandle = {
  /** The mask as a PNG data URL the picture's size (white = change here, black = keep), or null if nothing was painted. */
  toMask: () => string | null
}

type MaskPainterProps = {
  imageUrl: string
  alt: string
  /** The picture's own size: the mask is painted and sent at it (the server refuses a larger one). */
  width: number
  height: number
  disabled?: boolean
  ref?: Ref<MaskPainterHandle>
}

/**
 * The picture with a canvas over it where the creator paints, with the pointer (mouse, pen or
 * touch), the areas to change. Optional: a keyboard user skips it and the edit applies to the whole
 * picture. The strokes are white on a transparent canvas shown half see-through; the mask sent is
 * the same strokes on black, at the picture's size.
 */
export function MaskPainter({ imageUrl, alt, width, height, disabled, ref }: MaskPainterProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const last = useRef<{ x: number; y: number } | null>(null)
  const [brush, setBrush] = useState<number>(BRUSH_SIZES.initial)
  const [painted, setPainted] = useState(false)
  const brushId = useId()
  const noteId = useId()

  useImperativeHandle(ref, () => ({
    toMask: () => {
      const strokes = canvas.current
      if (!painted || !strokes) return null
      const out = document.createElement('canvas')
      out.width = width
      out.height = height
      const ctx = out.getContext('2d')
      if (!ctx) return null
      ctx.fillStyle = '#000000'
      ctx.fillRect(0, 0, width, height)
      ctx.drawImage(strokes, 0, 0)
      return out.toDataURL('image/png')
    },
  }))

  /** The pointer's place in the picture's own pixels (the canvas is shown scaled). */
  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return {
      x: ((event.clientX - box.left) / (box.width || 1)) * width,
      y: ((event.clientY - box.top) / (box.height || 1)) * height,
    }
  }
  /** The brush is sized in the shown picture's pixels, so it feels the same at any screen width. */
  const lineWidth = (element: HTMLCanvasElement) =>
    brush * (width / (element.getBoundingClientRect().width || width))

  const stroke = (event: PointerEvent<HTMLCanvasElement>, from: { x: number; y: number }) => {
    const ctx = event.currentTarget.getContext('2d')
    if (!ctx) return
    const to = pointAt(event)
    ctx.strokeStyle = '#ffffff'
    ctx.lineCap = 'round'
    ctx.lineJoin = 'round'
    ctx.lineWidth = lineWidth(event.currentTarget)
    ctx.beginPath()
    ctx.moveTo(from.x, from.y)
    ctx.lineTo(to.x, to.y)
    ctx.stroke()
    last.current = to
    setPainted(true)
  }

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    const at = pointAt(event)
    stroke(event, at)
  }
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || !last.current) return
    stroke(event, last.current)
  }
  const endStroke = () => {
    last.current = null
  }

  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, width, height)
    setPainted(false)
  }

  return (
    <div className="space-y-2">
      <div className="relative overflow-hidden rounded-lg bg-slate-100">
        <img src={imageUrl} alt={alt} width={width} height={height} className="block h-auto w-full" />
        <canvas
          ref={canvas}
          width={width}
          height={height}
          aria-describedby={noteId}
          data-testid="mask-canvas"
          data-painted={painted ? 'true' : 'false'}
          className="absolute inset-0 h-full w-full cursor-crosshair touch-none opacity-60"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
          onPointerLeave={endStroke}
        />
      </div>
      <p id={noteId} className="text-xs text-ink-muted">
        Optional: paint over the areas to change. Without a mask the instruction applies to the whole picture.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={brushId} className="text-sm font-medium">
          Brush size
        </label>
        <input
          id={brushId}
          type="range"
          min={BRUSH_SIZES.min}
          max={BRUSH_SIZES.max}
          step={10}
          value={brush}
          disabled={disabled}
          onChange={(event) => setBrush(Number(event.target.value))}
          className="w-32 accent-brand-600"
        />
        <Button variant="secondary" size="sm" onClick={clear} disabled={disabled || !painted}>
          <Eraser aria-hidden="true" className="size-4" />
          Clear mask
        </Button>
      </div>
    </div>
  )
}

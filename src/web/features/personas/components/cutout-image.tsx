import { cn } from '#web/lib/cn.ts'

/** A transparency checkerboard, so the cut-out's empty pixels read as empty, not as white. */
const checkerboard =
  'bg-[conic-gradient(#e2e8f0_25%,#ffffff_0_50%,#e2e8f0_0_75%,#ffffff_0)] bg-size-[16px_16px]'

/** A persona's cut-out (PNG with alpha) on the checkerboard. */
export function CutoutImage({ src, name, className }: { src: string; name: string; className?: string }) {
  return (
    <img
      src={src}
      alt={`Cut-out of ${name}`}
      className={cn('rounded-md object-contain', checkerboard, className)}
      data-testid="persona-cutout"
    />
  )
}

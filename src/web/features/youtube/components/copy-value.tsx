import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'

/** A value to paste into Google Cloud's console exactly as written, with a button that copies it. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      // No clipboard (an insecure origin, a refused permission): the value stays selectable.
      setCopied(false)
    }
  }
  const word = copied ? 'Copied' : 'Copy'
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-ink">{label}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-stretch">
        <code className="block min-w-0 flex-1 rounded-md bg-slate-100 px-3 py-2 text-sm break-all">
          {value}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {/* The visible word alone would not say which value; the name carries it. */}
          <span aria-hidden="true">{word}</span>
          <span className="sr-only">{`${word} ${label}`}</span>
        </Button>
      </div>
      <span role="status" className="sr-only">
        {copied ? `${label} copied` : ''}
      </span>
    </div>
  )
}

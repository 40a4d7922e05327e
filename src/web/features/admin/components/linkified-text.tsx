import { Fragment } from 'react'

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g
// Sentence punctuation right after a URL belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/

/** Plain text with its http(s) URLs as links; the HTML part of a mail is never injected into the page. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN)
  return (
    <p className="font-mono text-sm break-words whitespace-pre-wrap text-ink">
      {parts.map((part, index) => {
        const key = `${index}-${part.length}`
        if (index % 2 === 0) return <Fragment key={key}>{part}</Fragment>
        const trailing = part.match(TRAILING_PUNCTUATION)?.[0] ?? ''
        const url = part.slice(0, part.length - trailing.length)
        return (
          <Fragment key={key}>
            <a href={url} className="font-semibold break-all text-brand-700 underline underline-offset-2">
              {url}
            </a>
            {trailing}
          </Fragment>
        )
      })}
    </p>
  )
}

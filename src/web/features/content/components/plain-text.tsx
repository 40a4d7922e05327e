import { plainBlocks } from '#web/features/content/lib/plain-blocks.ts'

/** An operator's plain text as paragraphs and lists (see plainBlocks); never HTML. */
export function PlainText({ body }: { body: string }) {
  return (
    <div className="space-y-4">
      {plainBlocks(body).map((block, index) =>
        block.kind === 'paragraph' ? (
          // Blocks have no ids of their own; their order is the text's, and it changes only with it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-600">
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items are the text's own lines
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}

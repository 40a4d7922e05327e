import type { PrepublishCheck } from '#shared/generator/schemas.ts'

/**
 * Every fix the pre-publish check can give, by kind (decisions 032 and 054). The check words its
 * advice only through these (an `Advice` is made nowhere else), so `prepublish-advice.test.ts` can
 * list them and require, for each kind, a bad thumbnail that gets it and a way to follow it to a
 * pass: a new kind fails that test until it is taught what the creator would do.
 */
export const ADVICE = {
  shorten: (words: number) => `Shorten the title to ${words} words`,
  'bigger-text-area': () => "Choose a layout with a bigger text area, such as 'Top banner' or 'Centre stack'",
  colour: (color: string) => `Use ${color} for the title, or turn on AI text colour`,
  overlay: () =>
    'Add a solid or gradient overlay behind the title, or pick a layout that puts it on a calmer part of the picture',
  'out-of-stamp': () =>
    "Move the text up or left, or use 'Fit' with a layout that keeps it out of that corner",
  'clear-of-edges': () => "Use 'Fit' or a shorter title so the text keeps clear of the edges",
  'add-title': () => 'Add a title of 1–4 big words, so the thumbnail says what the video is at a glance',
  'remove-characters': () => 'Remove them from the title or write them another way',
  'layout-off-subject': (label: string) =>
    `Choose the layout '${label}', which keeps the title off the subject`,
  'auto-layout': () => "Choose 'Auto' for the layout on your next run, so the layout follows the picture",
} as const

export type AdviceKind = keyof typeof ADVICE
export const ADVICE_KINDS = Object.keys(ADVICE) as AdviceKind[]

declare const advice: unique symbol
/** A fix's wording, made only by `advise`: a fix written inline in the check does not typecheck. */
export type Advice = string & { readonly [advice]: true }

export function advise<K extends AdviceKind>(kind: K, ...args: Parameters<(typeof ADVICE)[K]>): Advice {
  return (ADVICE[kind] as (...values: typeof args) => string)(...args) as Advice
}

/** One item of the check, its fix (if any) one of ADVICE's. */
export type CheckItem = Omit<PrepublishCheck['items'][number], 'fix'> & { fix: Advice | null }

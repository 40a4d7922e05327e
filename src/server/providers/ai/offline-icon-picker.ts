import { iconCatalogue } from './offline-icon-catalogue.ts'
import { LETTERLIKE, MOODS, PHRASES, THINGS } from './offline-icon-vocabulary.ts'

/**
 * The subject for a category when the prompt names nothing drawable: a clear, recognisable object
 * for the topic. The first entry is used; the rest are what the category's words also lead to.
 */
export const CATEGORY_ICONS: Record<string, string> = {
  Gaming: 'gamepad-2',
  Vlogs: 'camera',
  Education: 'graduation-cap',
  Technology: 'cpu',
  Music: 'headphones',
  Travel: 'plane',
  'Food & Cooking': 'chef-hat',
  'Fitness & Health': 'dumbbell',
  'Beauty & Fashion': 'sparkles',
  Comedy: 'face-grinning',
  'News & Politics': 'newspaper',
  Sports: 'trophy',
  'Business & Finance': 'trending-up',
  'DIY & Crafts': 'hammer',
  Science: 'atom',
  'Animals & Pets': 'paw-print',
  Animation: 'wand-sparkles',
  'Movies & TV Shows': 'clapperboard',
  'Book Reviews': 'book-open',
  Motivational: 'mountain-snow',
  'Product Reviews': 'star',
  Tutorials: 'lightbulb',
  Unboxing: 'package-open',
  Challenges: 'timer',
  Storytelling: 'scroll',
}
export const FALLBACK_ICON = 'sparkles'

/**
 * Words that name nothing to draw, including the image prompt's own boilerplate (prompt.ts), in
 * the singular form the prompt's words are brought to.
 */
const STOPWORDS = new Set(
  `a an and are as at be best by can create day days do does for from get got how i in is it its
  make me my new of on one or our out so than that the their this to top try ultimate up vs was
  we what when who why will with you your ever every all any more most very just not no yes
  hour hours minute minutes week weeks year years time times first last part episode video videos
  hd viral youtube thumbnail category choose catching colour color scheme suits subject overall tone
  professional casual dramatic energetic playful mysterious leave room solid band gradient patterned
  softly blurred soft shadow bottom left right center centre full frame attached image reference style
  minimalist cinematic artistic vibrant title text subtitle size contrasts contrast background draw
  letters logos watermarks keep uncluttered headline high sharp focus vivid lighting composition
  primary secondary use colours colors lettering review tip beginner guide explained highlight
  compilation routine challenge truth learn easy fast life thing way inside back replace scratch
  fit small medium large
  key art plate painted scene clear video landscape picture aspect ratio tall vertical portrait wide
  palette accent only rich cinematic calm empty space kept gradient defocused object place
  main stand lit version treatment strong light rim eye level camera glowing edge warm golden
  backlight haze angle looking moody shadow highlight three quarter view cool tone leading spot even
  studio close tight crop dominant rest muted number border frame arrow play button band column
  across middle area width height around apart written set over later there single outer mood bold
  against calmer darker surrounding two third dark side crisp where through low bright slightly
  touch`
    .split(/\s+/)
    .map((word) => normalizeWord(word)),
)

/** Name parts that make an icon a variant (crossed out, with a badge, an arrow...), not a subject. */
const MODIFIERS = new Set(
  'off x plus minus check alert question dashed arrow up down left right slash search scan badge square circle file folder pen settings cog lock unlock star heart clock dot small big sparkles'.split(
    ' ',
  ),
)

/** Singular, lower-case, no possessive: 'Laptops' and "laptop's" both become 'laptop'. */
export function normalizeWord(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '')
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`
  else if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2)
  // Not after u, i or s: 'focus', 'virus', 'analysis' and 'glass' are already singular.
  else if (w.length > 3 && /[^uis]s$/.test(w)) w = w.slice(0, -1)
  return w
}

export function wordsOf(text: string): string[] {
  // Hex colours ('#1E5BFF') and 'eye-catching' come from the image prompt's boilerplate.
  const cleaned = text.replace(/#[0-9a-f]{3,8}\b/gi, ' ').replace(/eye-catching/gi, ' ')
  return (cleaned.match(/[$€£]|[\p{L}][\p{L}'’]*/gu) ?? [])
    .map(normalizeWord)
    .filter((w) => !STOPWORDS.has(w))
}

interface Index {
  /** word → icon → weight. */
  byWord: Map<string, Map<string, number>>
  icons: number
}
let index: Index | undefined

/**
 * Built once from lucide's names and tags. A one-word name ('laptop', 'gamepad-2') weighs 3; in a
 * longer name the first part (usually the object: 'server-crash', 'bell-ring') 2, the others 1.2; a
 * one-word tag 1.2, a word of a longer tag 0.5. Names are what an icon draws; tags also list
 * associations ('clutch' is tagged on a handbag).
 */
function buildIndex(): Index {
  const { tags, nodes } = iconCatalogue()
  const byWord = new Map<string, Map<string, number>>()
  const add = (word: string, icon: string, weight: number) => {
    if (!word || STOPWORDS.has(word) || /^\d+$/.test(word)) return
    const icons = byWord.get(word) ?? new Map<string, number>()
    icons.set(icon, Math.max(icons.get(icon) ?? 0, weight))
    byWord.set(word, icons)
  }
  for (const icon of Object.keys(nodes)) {
    if (LETTERLIKE.test(icon)) continue
    const parts = icon.split('-').filter((part) => !/^\d+$/.test(part))
    parts.forEach((part, i) => {
      add(normalizeWord(part), icon, parts.length === 1 ? 3 : i === 0 ? 2 : 1.2)
    })
    for (const tag of tags[icon] ?? []) {
      const words = tag.split(/[\s-]+/)
      if (words.length === 1) add(normalizeWord(tag), icon, 1.2)
      else for (const word of words) add(normalizeWord(word), icon, 0.5)
    }
  }
  return { byWord, icons: Object.keys(nodes).length }
}

/**
 * What the vocabulary gives a thing's icons, best first: the first more than the category's head
 * start plus its second (so 'Elden Ring' in Gaming is swords, not the gamepad), the second enough
 * that two animals together agree on the paw.
 */
const THING_SCORES = [26, 14, 8]
/** A mood word's vote: less than the category's own icon, so alone it never replaces it. */
const MOOD_SCORE = 7
/** The category's own icon starts with this much, so a stray tag match does not beat it. */
const CATEGORY_SCORE = 10

/** Below this the prompt's words only brushed some icon's tags: the category's own icon is better. */
const MIN_SCORE = 5
/** A variant may take another curated candidate scoring at least this share of the best. */
const RUNNER_UP = 0.5

/**
 * The icons for a prompt and title, best first: each word votes for the icons whose name or tags
 * hold it, weighted by how rare the word is among icons (TF-IDF, so 'cat' beats 'dark'); words and
 * phrases in the vocabulary (offline-icon-vocabulary.ts) vote only for their own icons; variants
 * (crossed-out, badged) lose to the plain icon; letter-like icons are never candidates. The
 * category's own icon starts with a head start, so only a clear match beats it, and it is the
 * fallback, so the answer is never empty.
 */
export function rankIcons(prompt: string, category: string, title = ''): string[] {
  index ??= buildIndex()
  const { nodes } = iconCatalogue()
  // Curated picks (the vocabulary, the category's icon) count as they are; tag matches pay for modifiers.
  const curated = new Map<string, number>()
  const tagged = new Map<string, number>()
  const add = (scores: Map<string, number>, icon: string, value: number) => {
    if (nodes[icon]) scores.set(icon, (scores.get(icon) ?? 0) + value)
  }
  const things = (icons: readonly string[]) => {
    for (const [i, icon] of icons.entries()) add(curated, icon, THING_SCORES[i] ?? 4)
  }
  // The image prompt names its category ('for the Travel category'); the category speaks through
  // its own icon's head start instead.
  let text = ` ${[title, category ? prompt.split(category).join(' ') : prompt].join(' ').toLowerCase()} `
  for (const [phrase, icons] of Object.entries(PHRASES)) {
    if (!text.includes(` ${phrase} `) && !text.includes(` ${phrase},`)) continue
    things(icons)
    text = text.split(phrase).join(' ')
  }
  for (const word of new Set(wordsOf(text))) {
    const thing = THINGS[word]
    const mood = MOODS[word]
    if (thing) things(thing)
    else if (mood) add(curated, mood, MOOD_SCORE)
    const icons = thing || mood ? undefined : index?.byWord.get(word)
    if (!icons) continue
    const rarity = Math.log(1 + (index?.icons ?? 1) / icons.size)
    for (const [icon, w] of icons) add(tagged, icon, w * rarity)
  }
  const own = CATEGORY_ICONS[category]
  if (own) add(curated, own, CATEGORY_SCORE)
  const scored: [string, number][] = []
  for (const icon of new Set([...curated.keys(), ...tagged.keys()])) {
    const parts = icon.split('-').filter((part) => !/^\d+$/.test(part))
    const modifiers = parts.filter((part) => MODIFIERS.has(part)).length
    const score =
      (curated.get(icon) ?? 0) +
      ((tagged.get(icon) ?? 0) * 0.6 ** modifiers) / (1 + 0.15 * (parts.length - 1))
    if (score >= MIN_SCORE) scored.push([icon, score])
  }
  scored.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  const best = scored[0]?.[1] ?? 0
  // A runner-up must be curated: a tag alone ('clutch' on a handbag) is no second subject.
  const ranked = scored
    .filter(([icon, score], i) => i === 0 || (score >= best * RUNNER_UP && curated.has(icon)))
    .map(([icon]) => icon)
  return ranked.length > 0 ? ranked : [CATEGORY_ICONS[category] ?? FALLBACK_ICON]
}

/**
 * The icon for one picture: the best for its words, or for a later variant of a run the next of
 * the close candidates (a horror story's ghost, then its skull), so variants differ in subject too.
 */
export function pickIcon(
  prompt: string,
  category: string,
  options: { title?: string; variant?: number } = {},
): string {
  const ranked = rankIcons(prompt, category, options.title)
  return ranked[Math.max(0, Math.floor(options.variant ?? 0)) % ranked.length] as string
}

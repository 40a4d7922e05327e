import { iconCatalogue } from './offline-icon-catalogue.ts'

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
 * Words creators use that lucide's tags do not carry (or carry on too many icons to pick well):
 * the icon a thumbnail designer would reach for.
 */
const SYNONYMS: Record<string, string> = {
  money: 'circle-dollar-sign',
  cash: 'circle-dollar-sign',
  rich: 'circle-dollar-sign',
  income: 'circle-dollar-sign',
  profit: 'circle-dollar-sign',
  earn: 'circle-dollar-sign',
  salary: 'circle-dollar-sign',
  dollar: 'circle-dollar-sign',
  $: 'circle-dollar-sign',
  '€': 'circle-euro',
  '£': 'circle-pound-sterling',
  game: 'gamepad-2',
  gaming: 'gamepad-2',
  gamer: 'gamepad-2',
  gameplay: 'gamepad-2',
  controller: 'gamepad-2',
  console: 'gamepad-2',
  crypto: 'bitcoin',
  stock: 'trending-up',
  invest: 'trending-up',
  investing: 'trending-up',
  growth: 'trending-up',
  workout: 'dumbbell',
  gym: 'dumbbell',
  muscle: 'dumbbell',
  abs: 'dumbbell',
  recipe: 'chef-hat',
  cook: 'chef-hat',
  cooking: 'chef-hat',
  funny: 'face-grinning',
  funniest: 'face-grinning',
  prank: 'face-grinning',
  laugh: 'face-grinning',
  joke: 'face-grinning',
  party: 'party-popper',
  election: 'vote',
  vote: 'vote',
  space: 'rocket',
  planet: 'orbit',
  hole: 'orbit',
  love: 'heart',
  viral: 'flame',
  hot: 'flame',
  win: 'trophy',
  winner: 'trophy',
  victory: 'trophy',
  champion: 'trophy',
  ai: 'bot',
  chatgpt: 'bot',
  gpt: 'bot',
  sing: 'mic-vocal',
  singing: 'mic-vocal',
  singer: 'mic-vocal',
  vocal: 'mic-vocal',
  crash: 'trending-down',
  city: 'building',
  moving: 'truck',
  robot: 'bot',
  iphone: 'smartphone',
  phone: 'smartphone',
  music: 'headphones',
  horror: 'ghost',
  scary: 'ghost',
  haunted: 'ghost',
  versus: 'swords',
  battle: 'swords',
  secret: 'key-round',
  mystery: 'circle-question-mark',
  travel: 'plane',
  trip: 'plane',
  vacation: 'tree-palm',
  beach: 'tree-palm',
  football: 'volleyball',
  soccer: 'volleyball',
  basketball: 'volleyball',
  burger: 'hamburger',
  forest: 'trees',
  wood: 'trees',
  box: 'package-open',
  makeup: 'sparkles',
  skincare: 'sparkles',
}

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

/** What a curated word gives its icon: more than the category's head start, less than a rare name. */
const SYNONYM_SCORE = 16
/** The category's own icon starts with this much, so a stray tag match does not beat it. */
const CATEGORY_SCORE = 10

/** Below this the prompt's words only brushed some icon's tags: the category's own icon is better. */
const MIN_SCORE = 5

/**
 * The icon for a prompt: each word votes for the icons whose name or tags hold it, weighted by how
 * rare the word is among icons (TF-IDF, so 'cat' beats 'dark'); creators' words without a good tag
 * go through SYNONYMS (such a word votes for its curated icon only); variants (crossed-out, badged)
 * lose to the plain icon. The category's own icon starts with a head start, so only a clear match
 * beats it, and it is the fallback, so the answer is never empty.
 */
export function pickIcon(prompt: string, category: string): string {
  index ??= buildIndex()
  const { nodes } = iconCatalogue()
  // Curated picks (synonyms, the category's icon) count as they are; tag matches pay for modifiers.
  const curated = new Map<string, number>()
  const tagged = new Map<string, number>()
  const add = (scores: Map<string, number>, icon: string, value: number) =>
    scores.set(icon, (scores.get(icon) ?? 0) + value)
  const vote = (words: string[]) => {
    for (const word of new Set(words)) {
      // A curated word speaks only for its curated icon ('crash' is a falling chart, not a server).
      const synonym = SYNONYMS[word]
      if (synonym && nodes[synonym]) {
        add(curated, synonym, SYNONYM_SCORE)
        continue
      }
      const icons = index?.byWord.get(word)
      if (!icons) continue
      const rarity = Math.log(1 + (index?.icons ?? 1) / icons.size)
      for (const [icon, w] of icons) add(tagged, icon, w * rarity)
    }
  }
  // The image prompt names its category ('for the Travel category'); the category speaks through
  // its own icon's head start instead.
  vote(wordsOf(category ? prompt.split(category).join(' ') : prompt))
  const own = CATEGORY_ICONS[category]
  if (own) add(curated, own, CATEGORY_SCORE)
  let best: string | undefined
  let bestScore = MIN_SCORE
  for (const icon of new Set([...curated.keys(), ...tagged.keys()])) {
    const parts = icon.split('-').filter((part) => !/^\d+$/.test(part))
    const modifiers = parts.filter((part) => MODIFIERS.has(part)).length
    const score =
      (curated.get(icon) ?? 0) +
      ((tagged.get(icon) ?? 0) * 0.6 ** modifiers) / (1 + 0.15 * (parts.length - 1))
    if (score > bestScore || (score === bestScore && best !== undefined && icon < best)) {
      best = icon
      bestScore = score
    }
  }
  return best ?? CATEGORY_ICONS[category] ?? FALLBACK_ICON
}

import { findCategory } from '#shared/generator/categories.ts'
import { type EnhanceFrame, frameWords } from './enhance-frame.ts'
import { hashString } from './seeded-random.ts'

/**
 * What a subject can be doing in each category, for hints that name a subject but no action
 * ('budget laptops', 'my cat'). Each reads after any subject.
 */
const ACTIONS: Record<string, readonly string[]> = {
  Gaming: [
    'leaping into the action toward the camera',
    'facing down a towering boss',
    'celebrating a last-second victory',
  ],
  Vlogs: [
    'caught mid-laugh in a candid moment',
    'reacting with wide eyes to a surprise',
    'walking toward the camera with a big grin',
  ],
  Education: [
    'revealed like a eureka moment',
    'breaking apart into clearly labelled pieces',
    'glowing under a spotlight as the key idea',
  ],
  Technology: [
    'floating in a premium product reveal',
    'splitting open to show the glowing parts inside',
    'powering on with light spilling out',
  ],
  Music: [
    'performing mid-note with raw energy',
    'pulsing with sound waves and stage light',
    'held high like a headline act',
  ],
  Travel: [
    'overlooking a breathtaking view',
    'arriving at a dream destination',
    'set against a famous skyline',
  ],
  'Food & Cooking': [
    'sizzling fresh off the heat with steam rising',
    'caught mid-bite with crumbs flying',
    'plated like a hero dish, glistening',
  ],
  'Fitness & Health': [
    'mid-rep with every muscle straining',
    'crossing the finish line',
    'shown in a before-and-after transformation',
  ],
  'Beauty & Fashion': [
    'in a dramatic glow-up reveal',
    'striking a confident pose',
    'arranged like a luxury flat lay',
  ],
  Comedy: [
    'frozen in a hilarious fail',
    'reacting with an exaggerated shocked face',
    'caught in an absurd situation',
  ],
  'News & Politics': [
    'at the centre of a breaking story',
    'under the spotlight of a tense debate',
    'revealed as the headline fact',
  ],
  Sports: [
    'in a decisive mid-air moment',
    'celebrating a match-winning play',
    'sprinting straight at the camera',
  ],
  'Business & Finance': [
    'rising with a soaring growth chart',
    'stacked high like a fortune',
    'shown in a stark before-and-after comparison',
  ],
  'DIY & Crafts': [
    'taking shape on a workbench',
    'revealed in a satisfying before-and-after',
    'being built by hands in close-up',
  ],
  Science: [
    'revealed in a mind-blowing experiment',
    'glowing under the lens',
    'exploding into its hidden structure',
  ],
  'Animals & Pets': [
    'caught mid-reaction with big expressive eyes',
    'leaping playfully toward the camera',
    'snuggled in a heart-melting moment',
  ],
  Animation: [
    'springing to life in a bold cartoon style',
    'bursting out of a sketchbook page',
    'posed like a hero character',
  ],
  'Movies & TV Shows': [
    'in an iconic cinematic showdown',
    'framed like a blockbuster poster',
    'revealed in a dramatic plot twist',
  ],
  'Book Reviews': [
    'rising from open pages',
    'held up as the must-read pick',
    'set against its rival in a versus match-up',
  ],
  Motivational: [
    'standing on a summit at sunrise',
    'pushing through the last hard step',
    'breaking free from heavy chains',
  ],
  'Product Reviews': [
    'held up for a close inspection',
    'facing a rival in a side-by-side verdict',
    'spotlit in a clean hero shot',
  ],
  Tutorials: [
    'shown step by step with a clear result',
    'highlighted as the one trick that works',
    'fixed in a before-and-after',
  ],
  Unboxing: [
    'emerging from a freshly opened box',
    'surrounded by torn packaging and tissue',
    'revealed as the surprise inside',
  ],
  Challenges: [
    'in the final seconds of a countdown',
    'facing an absurd test of nerve',
    'celebrating a hard-won finish',
  ],
  Storytelling: [
    'at the turning point of the tale',
    'half hidden in shadow, hinting at a secret',
    'caught at the edge of a cliffhanger',
  ],
}
const GENERIC = {
  action: 'shown as the one bold focal point',
  composition: 'centred hero shot',
  setting: 'dramatic studio light',
  mood: 'bold and exciting',
}

const FINISH =
  'YouTube thumbnail: one clear focal subject, bold saturated colour, strong contrast and depth, clean space for the headline, readable at small sizes.'

/** A template split into its parts: 'scene, composition, light or setting, mood' (categories.ts). */
export function templateParts(template: string) {
  const parts = template.split(', ')
  const mood = parts.pop() ?? ''
  const setting = parts.pop() ?? ''
  const composition = parts.length > 1 ? (parts.pop() ?? '') : ''
  return { scene: parts.join(', '), composition, setting, mood }
}

/** Words that show the hint already says what happens. */
const ACTION_WORDS =
  /^(vs|versus|is|are|was|were|gets?|got|makes?|made|tries|tried|beats?|won|wins|lost|loses|reacts?|built|builds?|finds?|found|turns?|breaks?|became|becomes?|meets?|takes?|took|eats?|ate|learns?|survives?|fights?|destroys?|goes|went)$/
/** Words ending in -ing or -ed that are things, not actions ('gaming laptops', 'speed run'). */
const NOT_ACTIONS = new Set(
  `gaming morning evening building cooking clothing wedding painting ceiling king ring thing spring string
  wing swing something nothing everything anything shopping camping fishing hiking training meeting
  trading marketing amazing boring interesting budgeting coding programming streaming clothing
  skiing pudding dumpling stuffing frosting icing speed need seed feed breed hundred bed red shed
  naked wicked sacred rugged`.split(/\s+/),
)

/** Whether the hint already names an action: a verb, or an -ing or -ed word that is not a thing. */
export function hasAction(hint: string): boolean {
  return hint
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => ACTION_WORDS.test(word) || (/^[a-z]{3,}(ing|ed)$/.test(word) && !NOT_ACTIONS.has(word)))
}

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? [])

/**
 * One coherent prompt from a hint and a category: a subject, an action, a composition, a setting and
 * a mood, in one sentence, then the finishing brief. With a hint, the hint is the subject and one
 * template (the one sharing most words with it) lends its composition, setting and mood. The hint
 * stays in the creator's words and keeps its own action, or the category lends one. Without a hint, one whole template scene is used.
 * Deterministic: the same input always gives the same prompt. The frame's words (aspect, where
 * the title goes, no text) close it, as the Gemini enhancer is asked for.
 */
export function writeOfflinePrompt({
  prompt,
  category,
  ...frame
}: { prompt: string; category?: string } & Partial<EnhanceFrame>): string {
  const scene = writeScene(prompt, category)
  return `${scene} ${frameWords({ aspect: frame.aspect ?? '16:9', layout: frame.layout })}`
}

/**
 * The creator's hint without our own words: a prompt enhanced before ends its scene at '; mood:'
 * (or, from elsewhere, at the finishing brief or the frame's words), and enhancing it again must
 * not repeat them (issue 27).
 */
export function ownHint(prompt: string): string {
  const text = prompt.trim().replace(/\s+/g, ' ')
  const cut = [/; mood: /i, /(?:^|[.\s])(?:[\w&' ]+ )?YouTube thumbnail: /, /(?:^|[.\s])Compose for an? /]
    .map((pattern) => text.search(pattern))
    .filter((at) => at >= 0)
  return text.slice(0, Math.min(text.length, ...cut)).replace(/[.!?,;:\s]+$/, '')
}

const clauses = (text: string) => text.split(/,\s*/).filter(Boolean)
const sameClause = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The hint's clauses once each, less a trailing mood the prompt restates as its mood. */
function distinctHint(hint: string, mood: string): string {
  const kept: string[] = []
  for (const clause of clauses(hint)) {
    if (!kept.some((k) => sameClause(k, clause))) kept.push(clause)
  }
  if (kept.length > 1 && sameClause(kept[kept.length - 1] ?? '', mood)) kept.pop()
  return kept.join(', ')
}

function writeScene(prompt: string, category?: string): string {
  const hint = ownHint(prompt)
  const found = category ? findCategory(category) : undefined
  const templates = found?.templates ?? []
  const seed = hashString(`${found?.name ?? ''}|${hint.toLowerCase()}`)
  const label = found ? `${found.name} ` : ''

  if (templates.length === 0) {
    const subject = hint || 'A striking subject'
    const action = hasAction(hint) ? '' : ` ${GENERIC.action}`
    return `${subject}${action}, ${GENERIC.composition}, ${GENERIC.setting}; mood: ${GENERIC.mood}. ${label}${FINISH}`
  }

  const hintWords = words(hint)
  let chosen = seed % templates.length
  let bestOverlap = 0
  templates.forEach((template, i) => {
    const overlap = [...words(template)].filter((word) => hintWords.has(word)).length
    if (overlap > bestOverlap) {
      bestOverlap = overlap
      chosen = i
    }
  })
  const parts = templateParts(templates[chosen] ?? '')
  if (!hint) {
    const staging = [parts.composition, parts.setting].filter(Boolean).join(', ')
    return `${parts.scene}, ${staging}; mood: ${parts.mood}. ${label}${FINISH}`
  }
  // A hint that is a template (or holds its staging already) is not given the same clauses twice.
  const own = distinctHint(hint, parts.mood)
  const staging = [parts.composition, parts.setting].filter(
    (part) => part && !own.toLowerCase().includes(part.toLowerCase()),
  )
  const actions = ACTIONS[found?.name ?? ''] ?? [GENERIC.action]
  // The action follows the subject, the hint's first clause.
  const [subject = '', ...rest] = clauses(own)
  const acting = hasAction(own) || actions.some((lent) => own.includes(lent))
  const action = acting ? '' : ` ${actions[seed % actions.length]}`
  return `${[`${subject}${action}`, ...rest, ...staging].join(', ')}; mood: ${parts.mood}. ${label}${FINISH}`
}

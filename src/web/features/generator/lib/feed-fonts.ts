/**
 * The feed mock-up sets the video title in the browser, so on a machine without fonts for its
 * script it would show boxes. The bundled Noto faces (the compositor's, at YouTube's title weight)
 * are loaded for it, each only when a title needs its script: the style sheet comes with the first
 * such title, and its unicode-range rules make the browser fetch only the slices it draws. Nothing
 * of this is in the initial bundle.
 */
type Loader = () => Promise<unknown>

interface ScriptFonts {
  script: string
  test: RegExp
  load: Loader
}

/** The style sheet each script's loader imports (import() needs its literal, hence twice). */
export const FEED_FONT_SHEETS: Record<string, string> = {
  'cyrillic-greek': '@fontsource/noto-sans/500.css',
  arabic: '@fontsource/noto-sans-arabic/500.css',
  hebrew: '@fontsource/noto-sans-hebrew/500.css',
  devanagari: '@fontsource/noto-sans-devanagari/500.css',
  bengali: '@fontsource/noto-sans-bengali/500.css',
  tamil: '@fontsource/noto-sans-tamil/500.css',
  thai: '@fontsource/noto-sans-thai/500.css',
  japanese: '@fontsource/noto-sans-jp/500.css',
  korean: '@fontsource/noto-sans-kr/500.css',
  'simplified-chinese': '@fontsource/noto-sans-sc/500.css',
  'traditional-chinese': '@fontsource/noto-sans-tc/500.css',
}

/** Twemoji, as the compositor draws it; not its package's sheet, which claims ASCII too. */
export const FEED_EMOJI_FAMILY = 'Thumbforge Emoji'
const EMOJI_RANGES =
  'U+A9,U+AE,U+200D,U+203C-2BFF,U+3030,U+303D,U+3297,U+3299,U+FE0F,U+1F000-1FAFF,U+E0020-E007F'

async function loadEmoji(): Promise<void> {
  const { default: url } = await import('twemoji-colr-font/twemoji.woff2?url')
  // Added unloaded: like an @font-face rule, the browser fetches it only when a glyph needs it.
  document.fonts.add(
    new FontFace(FEED_EMOJI_FAMILY, `url(${url}) format('woff2')`, { unicodeRange: EMOJI_RANGES }),
  )
}

/** In the order the title's font stack looks for a face; Han goes Japanese, then Chinese. */
const SCRIPTS: ScriptFonts[] = [
  {
    script: 'cyrillic-greek',
    test: /[\u0370-\u03ff\u1f00-\u1fff\u0400-\u052f]/u,
    load: () => import('@fontsource/noto-sans/500.css'),
  },
  {
    script: 'arabic',
    test: /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/u,
    load: () => import('@fontsource/noto-sans-arabic/500.css'),
  },
  {
    script: 'hebrew',
    test: /[\u0590-\u05ff\ufb1d-\ufb4f]/u,
    load: () => import('@fontsource/noto-sans-hebrew/500.css'),
  },
  {
    script: 'devanagari',
    test: /[\u0900-\u097f\ua8e0-\ua8ff]/u,
    load: () => import('@fontsource/noto-sans-devanagari/500.css'),
  },
  {
    script: 'bengali',
    test: /[\u0980-\u09ff]/u,
    load: () => import('@fontsource/noto-sans-bengali/500.css'),
  },
  { script: 'tamil', test: /[\u0b80-\u0bff]/u, load: () => import('@fontsource/noto-sans-tamil/500.css') },
  { script: 'thai', test: /[\u0e00-\u0e7f]/u, load: () => import('@fontsource/noto-sans-thai/500.css') },
  {
    script: 'japanese',
    test: /[\u3040-\u30ff\u31f0-\u31ff\p{Script=Han}]/u,
    load: () => import('@fontsource/noto-sans-jp/500.css'),
  },
  {
    script: 'korean',
    test: /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u,
    load: () => import('@fontsource/noto-sans-kr/500.css'),
  },
  {
    script: 'simplified-chinese',
    test: /\p{Script=Han}/u,
    load: () => import('@fontsource/noto-sans-sc/500.css'),
  },
  {
    script: 'traditional-chinese',
    test: /\p{Script=Han}/u,
    load: () => import('@fontsource/noto-sans-tc/500.css'),
  },
  { script: 'emoji', test: /\p{Extended_Pictographic}/u, load: loadEmoji },
]

/** The title's stack: the page's own Latin fonts first, then a bundled face for every script. */
export const FEED_TITLE_FONT_STACK = [
  'Roboto',
  'Arial',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"Noto Sans Hebrew"',
  '"Noto Sans Devanagari"',
  '"Noto Sans Bengali"',
  '"Noto Sans Tamil"',
  '"Noto Sans Thai"',
  '"Noto Sans JP"',
  '"Noto Sans KR"',
  '"Noto Sans SC"',
  '"Noto Sans TC"',
  `"${FEED_EMOJI_FAMILY}"`,
  'sans-serif',
].join(', ')

/** The scripts in `title` that need a bundled face (none for a Latin title). */
export function feedFontScripts(title: string): string[] {
  return SCRIPTS.filter((s) => s.test.test(title)).map((s) => s.script)
}

/** Each script's loader, as text: the test checks it imports the sheet named above. */
export const feedFontLoaders = (): Record<string, string> =>
  Object.fromEntries(SCRIPTS.map((s) => [s.script, s.load.toString()]))

const loaded = new Map<string, Promise<unknown>>()

/** Loads the style sheets `title` needs, each once per page. */
export function loadFeedFonts(title: string): Promise<unknown> {
  const needed = SCRIPTS.filter((s) => s.test.test(title))
  return Promise.all(
    needed.map((s) => {
      let pending = loaded.get(s.script)
      if (!pending) {
        pending = s.load().catch(() => loaded.delete(s.script))
        loaded.set(s.script, pending)
      }
      return pending
    }),
  )
}

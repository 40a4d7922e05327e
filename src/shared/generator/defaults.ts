// No imports on purpose: the generator form, its preview and the server all read these values,
// and none of them should pull zod or server code in with them.
/** The generator's choices, defaults, limits and texts, word for word from customer-side.md §3, §5, §7-§9. */

export const REFERENCE_STYLES = [
  'professional',
  'casual',
  'vibrant',
  'minimalist',
  'cinematic',
  'artistic',
] as const
export type ReferenceStyle = (typeof REFERENCE_STYLES)[number]
export const DEFAULT_REFERENCE_STYLE: ReferenceStyle = 'professional'

export const OVERLAY_STYLES = ['none', 'solid', 'gradient', 'pattern', 'blur', 'shadow'] as const
export type OverlayStyle = (typeof OVERLAY_STYLES)[number]

export const OVERLAY_POSITIONS = ['top', 'bottom', 'left', 'right', 'center', 'full'] as const
export type OverlayPosition = (typeof OVERLAY_POSITIONS)[number]

/** 'fit' (the default) fills the layout's text box; the spec's three fixed sizes stay as choices. */
export const TEXT_SIZES = ['fit', 'small', 'medium', 'large'] as const
export type TextSize = (typeof TEXT_SIZES)[number]

/**
 * Named compositions (design.md, 'A thumbnail is layers'). Each is data in the compositor: a text
 * box, a subject box and safe areas. 16:9 and 9:16 have their own sets; 'auto' picks one from the
 * title's shape, and each variant of a run gets a different one.
 */
export const LANDSCAPE_LAYOUTS = [
  'text-left',
  'text-right',
  'big-number',
  'versus',
  'top-banner',
  'bottom-banner',
  'center-stack',
  'corner-reaction',
] as const
export const PORTRAIT_LAYOUTS = ['shorts-top', 'shorts-center', 'shorts-bottom', 'shorts-split'] as const
export const LAYOUT_IDS = [...LANDSCAPE_LAYOUTS, ...PORTRAIT_LAYOUTS] as const
export type LayoutId = (typeof LAYOUT_IDS)[number]
export const LAYOUT_CHOICES = ['auto', ...LAYOUT_IDS] as const
export type LayoutChoice = (typeof LAYOUT_CHOICES)[number]
export const DEFAULT_LAYOUT: LayoutChoice = 'auto'

export const TEXT_POSITIONS = ['top', 'center', 'bottom'] as const
export type TextPosition = (typeof TEXT_POSITIONS)[number]

/** 'exact': the model draws no text and the server sets it in real fonts. 'ai': the spec's original, text in the prompt. */
export const TEXT_MODES = ['exact', 'ai'] as const
export type TextMode = (typeof TEXT_MODES)[number]
export const DEFAULT_TEXT_MODE: TextMode = 'exact'

/** The colour scheme's tone (spec §3: default 'professional'); the spec names no other values. */
export const TONES = ['professional', 'casual', 'dramatic', 'energetic', 'playful', 'mysterious'] as const
export type Tone = (typeof TONES)[number]
export const DEFAULT_TONE: Tone = 'professional'

export interface ColorSchemeValues {
  primary: string
  secondary: string
  background: string
  aiSuggest: boolean
  tone: Tone
}
export const DEFAULT_COLOR_SCHEME: ColorSchemeValues = {
  primary: '#FF0000',
  secondary: '#FFFFFF',
  background: '#000000',
  aiSuggest: true,
  tone: DEFAULT_TONE,
}

export interface OverlayValues {
  style: OverlayStyle
  position: OverlayPosition
  color: string
  gradientStart: string
  gradientEnd: string
  /** 0-100. */
  opacity: number
}
export const DEFAULT_OVERLAY: OverlayValues = {
  style: 'none',
  position: 'bottom',
  color: '#000000',
  gradientStart: '#000000',
  gradientEnd: '#FFFFFF',
  opacity: 70,
}

export interface TextOverlayValues {
  title: string
  subtitle: string
  textColor: string
  textSize: TextSize
  textPosition: TextPosition
  aiSuggestTextColor: boolean
  /** Numbers, money and a question's last word in the accent colour; `*word*` always is. */
  autoAccent: boolean
}
export const DEFAULT_TEXT_OVERLAY: TextOverlayValues = {
  title: '',
  subtitle: '',
  textColor: '#FFFFFF',
  textSize: 'fit',
  textPosition: 'center',
  aiSuggestTextColor: false,
  autoAccent: true,
}
export const TITLE_MAX_LENGTH = 120
export const SUBTITLE_MAX_LENGTH = 160
export const PROMPT_MAX_LENGTH = 4000

export const VARIANTS_MIN = 1
export const VARIANTS_MAX = 4
export const DEFAULT_VARIANTS = 1

/** Output sizes: exactly 16:9, or 9:16 for a Shorts cover. */
export const OUTPUT_SIZES = ['1280x720', '1920x1080', '3840x2160', '1080x1920'] as const
export type OutputSize = (typeof OUTPUT_SIZES)[number]
export const DEFAULT_OUTPUT_SIZE: OutputSize = '1280x720'
export const OUTPUT_DIMENSIONS: Record<OutputSize, { width: number; height: number }> = {
  '1280x720': { width: 1280, height: 720 },
  '1920x1080': { width: 1920, height: 1080 },
  '3840x2160': { width: 3840, height: 2160 },
  '1080x1920': { width: 1080, height: 1920 },
}
export type Aspect = '16:9' | '9:16'
export const aspectOf = (size: OutputSize): Aspect => (size === '1080x1920' ? '9:16' : '16:9')
/** The live preview's frame: small enough to draw on every pause in typing, the final's aspect. */
export const PREVIEW_DIMENSIONS: Record<Aspect, { width: number; height: number }> = {
  '16:9': { width: 640, height: 360 },
  '9:16': { width: 360, height: 640 },
}
/** The form asks for a new preview this long after the last change (issue 10, item 4). */
export const PREVIEW_DEBOUNCE_MS = 300
export const OUTPUT_FORMATS = ['jpeg', 'png'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]
export const DEFAULT_OUTPUT_FORMAT: OutputFormat = 'jpeg'
export const OUTPUT_EXTENSIONS: Record<OutputFormat, string> = { jpeg: 'jpg', png: 'png' }
/** YouTube refuses thumbnails of 2 MB or more. */
export const OUTPUT_MAX_BYTES = 2 * 1024 * 1024

export const CREDITS_PER_IMAGE = 1
/** What a run costs: the server spends CREDITS_PER_IMAGE for each variant it makes. */
export const runPrice = (variants: number) => variants * CREDITS_PER_IMAGE
export const ENHANCE_TEMPERATURE = 0.7
export const ENHANCE_MAX_OUTPUT_TOKENS = 1024
export const IMAGE_TEMPERATURE = 0.4
export const REFERENCE_MAX_BYTES = 10 * 1024 * 1024
export const REFERENCE_PREVIEW_MAX_HEIGHT_PX = 150

/**
 * Personas (issue 11). 'authentic' composites the creator's real cut-out into the subject box (the
 * default, and the only mode offline); 'likeness' sends their photos to Gemini to draw them in the scene.
 */
export const PERSONA_MODES = ['authentic', 'likeness'] as const
export type PersonaMode = (typeof PERSONA_MODES)[number]
export const DEFAULT_PERSONA_MODE: PersonaMode = 'authentic'
/** The expression hint, passed to the model; 'none' leaves the face as photographed. */
export const EXPRESSIONS = ['none', 'shocked', 'happy', 'serious', 'pointing'] as const
export type Expression = (typeof EXPRESSIONS)[number]

/** Edit by instruction (Gemini only): one credit, spent first and refunded once on failure. */
export const CREDITS_PER_EDIT = 1
export const EDIT_INSTRUCTION_MAX_LENGTH = 500

export const AI_PROVIDERS = ['auto', 'gemini', 'offline'] as const
export type AiProviderChoice = (typeof AI_PROVIDERS)[number]
/** What the generator does when every Gemini key fails at run time (issue 25, item 9). */
export const WHEN_UNAVAILABLE = ['refuse', 'offline'] as const
export const DEFAULT_IMAGE_MODEL = 'gemini-3.1-flash-image'
export const DEFAULT_TEXT_MODEL = 'gemini-2.5-flash'

/** `youtube-thumbnail-{n}-{timestamp}.{ext}` (spec §9), n counting from 1 within a run. */
export function downloadName(n: number, timestampMs: number, format: OutputFormat): string {
  return `youtube-thumbnail-${n}-${timestampMs}.${OUTPUT_EXTENSIONS[format]}`
}

export const generatorMessages = {
  title: 'YouTube Thumbnail Generator',
  loginRequired: 'Please log in to use the YouTube Thumbnail Generator',
  previewPlaceholder: 'Your thumbnail preview will appear here',
  promptRequired: 'Prompt is required',
  noApiKeys: 'No API keys available',
  /** Every key failed at run time: the creator's words (the reason goes to the health panel). */
  aiUnavailable: 'The AI image service is unavailable right now. Your credits were refunded.',
  /** On a result the offline renderer drew because every key failed (the admin chose that fallback). */
  offlineFallback: 'Drawn by the offline renderer: the AI image service was unavailable.',
  insufficientCredits: 'Insufficient credits. Buy more to generate images.',
  enhanceNeedsInput: 'Please provide a prompt or select a category first',
  categoryRequired: 'Please select a category',
  categoryUnknown: 'Choose one of the listed categories',
  enhanceFailed: 'Failed to enhance prompt',
  noImage: 'No image was generated from the API response',
  generated: 'YouTube thumbnail generated successfully!',
  /** The accepted run's answer (202): the images follow as the workers make them. */
  generating: 'Generating your thumbnail…',
  enhanced: 'Prompt enhanced successfully!',
  userNotLoggedIn: 'User not logged in',
  deductFailed: 'Failed to deduct credits',
  userDataNotFound: 'User data not found',
  loadFailed: 'Failed to load data',
  apiError: (status: number | string, body: string) => `API Error: ${status} - ${body}`,
  generationError: (message: string) => `Error: ${message}`,
  enhanceError: (message: string) => `Error enhancing prompt: ${message}`,
  referenceNotImage: 'Please choose an image file.',
  referenceTooLarge: 'The reference image must be 10 MB or smaller.',
  safetyBlocked: (reason: string) => `The image model refused this prompt (${reason}). Try rewording it.`,
  tooManyInFlight: 'You already have generations running. Wait for one to finish, then try again.',
  textUpdated: 'Thumbnail text updated.',
  aiTextNotEditable:
    "The AI drew the text on this thumbnail, so it cannot be changed. Generate it with 'Exact text' to edit the text for free.",
  deleted: 'Thumbnail deleted.',
  previewAlt: (title: string) =>
    title ? `Live preview of your thumbnail: ${title}` : 'Live preview of your thumbnail',
  previewFailed: 'The preview could not be updated.',
  previewRateLimited: 'Too many previews in a minute. Wait a moment, then change something to try again.',
  undrawable: (characters: string[]) => `These characters cannot be drawn yet: ${characters.join(' ')}`,
  layoutWrongAspect: 'This layout is for the other shape. Choose Auto or a layout for this size.',
  noThumbnails: 'No thumbnails yet',
  personaNotFound: 'That persona no longer exists. Choose another or none.',
  personaHasNoPhotos: 'Add a photo to this persona before using it.',
  likenessNeedsGemini: "'AI likeness' needs the Gemini image model. Offline, use 'Authentic'.",
  aiTextNeedsGemini: "'AI-drawn text' needs the Gemini image model. Offline, use 'Exact text'.",
  editNeedsGemini: 'Editing by instruction needs the Gemini image model, which is not set up on this site.',
  editInstructionRequired: 'Describe what to change',
  editInstructionTooLong: `Keep the instruction to ${EDIT_INSTRUCTION_MAX_LENGTH} characters`,
  editNotReady: 'Only a finished thumbnail can be edited.',
  retryNotFailed: 'Only a failed thumbnail can be retried.',
  retryNeedsInputs:
    'This thumbnail used an uploaded picture or an edit that is no longer kept. Start it again from the generator.',
  editing: 'Editing your thumbnail…',
  edited: 'Edited version added to your gallery.',
  styleReferenceNotImage: 'Please choose an image file for the style reference.',
  styleReferenceTooLarge: 'The style reference must be 10 MB or smaller.',
} as const

export const geminiKeyMessages = {
  nameAndKeyRequired: 'Name and key are required',
  loadFailed: 'Failed to load API keys',
  loadError: 'Error loading API keys',
  added: 'API key added successfully!',
  updated: 'API key updated successfully!',
  deleted: 'API key deleted successfully!',
  toggled: (isActive: boolean) => `API key ${isActive ? 'activated' : 'deactivated'} successfully!`,
  /** A key whose test call failed: saved, but inactive, so the generator does not switch to it. */
  checkFailed: (reason: string) => `API key saved but not active: its test call failed (${reason})`,
  error: (message: string) => `Error: ${message}`,
  confirmDelete: 'Are you sure you want to delete this API key?',
  settingsSaved: 'AI settings saved',
} as const

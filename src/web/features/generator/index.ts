// The generator feature's public surface: other features import the generator only from here (decision 038).
/** The creator's own thumbnails, a page at a time (the YouTube feature's test dialog picks from them). */
export { useGenerations } from '#web/features/generator/api/list-generations.ts'
/** 'Make more like this' on a test's winner: the generator opens with its settings. */
export { draftFromGeneration } from '#web/features/generator/lib/form-draft.ts'
export { generatorSettingsPanels } from '#web/features/generator/settings-panels.ts'

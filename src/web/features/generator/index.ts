// The generator feature's public surface: other features import the generator only from here (decision 038).
export { generatorSettingsPanels } from '#web/features/generator/settings-panels.ts'

// The billing feature's public surface: other features import billing only from here (decision 038).
export { packagesQueryKeys } from '#web/features/billing/api/get-packages.ts'
export { billingSettingsPanels } from '#web/features/billing/settings-panels.ts'

// The users feature's public surface: other features import users only from here (decision 038).
export { UsersTable } from '#web/features/users/components/users-table.tsx'
export { usersSettingsPanels } from '#web/features/users/settings-panels.ts'

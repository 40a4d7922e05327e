// The support feature's public surface: other features import support only from here (decision 038).
export { ReportProblemButton } from '#web/features/support/components/report-problem-button.tsx'

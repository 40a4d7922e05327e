import { ERROR_STATUS, type ErrorCode, type ErrorIssue } from '#shared/common/errors.ts'

/** The one error type services throw; the error handler turns it into `{error:{code,message,issues?}}`. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly issues: ErrorIssue[] | undefined

  constructor(code: ErrorCode, message: string, issues?: ErrorIssue[]) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.status = ERROR_STATUS[code]
    this.issues = issues
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`)

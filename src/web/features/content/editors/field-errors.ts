import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form'
import { isApiError } from '#web/lib/api.ts'

/**
 * Puts what the server rejected on the fields it names (ApiError.issues paths such as
 * `features.0.title`), so every editor shows the server's reasons field by field.
 * Returns the issues that name no field (path ''), for a form-level message.
 */
export function showServerIssues<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): string[] {
  if (!isApiError(error) || !error.issues) return []
  const general: string[] = []
  for (const issue of error.issues) {
    if (issue.path) form.setError(issue.path as Path<T>, { type: 'server', message: issue.message })
    else general.push(issue.message)
  }
  return general
}

/** `register` plus the field's current error message, for TextField / TextAreaField. */
export function fieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  const error: { message?: unknown } | undefined = get(form.formState.errors, name)
  const message = error?.message
  return { ...form.register(name), error: typeof message === 'string' ? message : undefined }
}

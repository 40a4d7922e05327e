/**
 * The generator's API contract (design.md, issue 5):
 * - GET  /api/generator/catalog            any visitor -> Catalog
 * - POST /api/generator/enhance            user, EnhanceBody -> EnhanceResponse
 * - POST /api/generator/generate           user, GenerateBody (JSON, up to ~30 MB: the reference and the style reference) -> 202 GenerateResponse
 *                                          once the credits are spent and the jobs queued (every result pending);
 *                                          402 INSUFFICIENT_CREDITS, 429 too many in flight; with `persona`
 *                                          (issue 11) 404 PERSONA_NOT_FOUND for one not the caller's,
 *                                          409 LIKENESS_NEEDS_GEMINI for 'likeness' offline;
 *                                          409 AI_TEXT_NEEDS_GEMINI for textMode 'ai' offline (issue 27)
 * - GET  /api/generator/batches/{batchId}  owner -> BatchView (404 for anyone else): the run's progress, for polling
 * - GET  /api/generator/batches/{batchId}/events  owner -> text/event-stream: `event: batch` with a BatchView at once
 *                                          and on every change; the stream ends after the view with `done: true`
 * - POST /api/generator/preview            user, PreviewBody (JSON, up to ~30 MB: the reference and the style reference) -> image/jpeg
 *                                          640×360 (360×640 for 1080x1920), the same compositor as the final
 *                                          image; free (no provider call, no credit), no-store; 400 bad input,
 *                                          429 RATE_LIMITED past GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE per user
 * - GET  /api/generations?page&pageSize    user, own, newest first -> GenerationList
 * - GET  /api/generations/{id}             owner -> Generation (404 for anyone else)
 * - GET  /api/generations/{id}/image       owner -> the image bytes; ?download=1 for an attachment
 * - PATCH /api/generations/{id}            owner, GenerationPatch -> Generation (no credit, no AI call)
 * - DELETE /api/generations/{id}           owner -> 204
 * - POST /api/generations/{id}/edit        owner, GenerationEditBody -> 202 GenerateResponse (Gemini only, 1 credit)
 * - GET/POST /api/gemini-keys, PUT/DELETE /api/gemini-keys/{id}, PATCH /api/gemini-keys/{id}/toggle   admin
 * - GET/PUT /api/ai-settings               admin -> AiSettings
 *
 * The schemas live in four files, by what they describe; this module gathers them for callers.
 */
export * from './ai-settings.ts'
export * from './form.ts'
export * from './generation.ts'
export * from './request.ts'

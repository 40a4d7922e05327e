import { existsSync } from 'node:fs'
import path from 'node:path'
import type { S3Config } from '../../config/s3-env.ts'
import { migrateFiles } from './migrate-files.ts'
import { createS3Client, createS3FileStore } from './s3-file-store.ts'

const SHOWN = 10

/** `npm run cli -- migrate-files`: checks the bucket first, copies, and says what it did in words. */
export async function copyDataDirFiles(dataDir: string, s3: S3Config): Promise<string> {
  const root = path.join(dataDir, 'files')
  if (!existsSync(root))
    throw new Error(`${root} does not exist: is DATA_DIR the data folder the files were in?`)
  const client = createS3Client(s3)
  try {
    const where = `bucket ${s3.bucket} at ${s3.endpoint}`
    const check = await createS3FileStore(s3, client).check()
    if (!check.ok) throw new Error(`The ${where} cannot be used (${check.error}); nothing was copied.`)
    const result = await migrateFiles(root, client, s3.bucket)
    const lines = [
      `Copied ${result.copied} new file(s) from ${root} to the ${where}.`,
      `Replaced ${result.updated} file(s) that changed on disk since they were copied.`,
      `${result.unchanged} file(s) were already there with the same bytes.`,
    ]
    if (result.kept.length)
      lines.push(
        `${result.kept.length} file(s) changed in the bucket after they were last on disk, and were kept:`,
        ...listed(result.kept),
      )
    if (result.ignored.length)
      lines.push(
        `${result.ignored.length} file(s) were ignored (half-written temp files or names the app never makes):`,
        ...listed(result.ignored),
      )
    return lines.join('\n')
  } finally {
    client.destroy()
  }
}

function listed(keys: string[]): string[] {
  const shown = keys.slice(0, SHOWN).map((key) => `  ${key}`)
  return keys.length > SHOWN ? [...shown, `  … and ${keys.length - SHOWN} more`] : shown
}

import path from 'node:path'
import type { AppConfig } from '../../config/config.ts'
import { createLocalFileStore, type FileStore } from './file-store.ts'
import { createS3FileStore } from './s3-file-store.ts'

/** The bucket when S3_* is set, else DATA_DIR/files: every process that touches files builds it here. */
export function createFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(path.join(config.dataDir, 'files'))
}

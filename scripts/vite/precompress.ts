import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this a compressed copy saves a few hundred bytes at most (the server's own threshold). */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to every compressible
 * file of the build, once, at build time: the server sends these as they are (@fastify/static
 * `preCompressed`) instead of compressing the same bytes on every request, and at a strength too
 * slow to use per request.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'thumbforge:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      // Compressed on the thread pool, several files at once.
      const files = filesUnder(outDir).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const bytes = readFileSync(file)
          if (bytes.length < MIN_BYTES) return
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gz(bytes, { level: 9 }),
          ])
          writeFileSync(`${file}.br`, br)
          writeFileSync(`${file}.gz`, gzipped)
        }),
      )
    },
  }
}

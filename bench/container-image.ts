import { spawnSync } from 'node:child_process'

/** The tag compose.yaml builds, and that `CONTAINER_KEEP_IMAGE=1 npm run test:container` leaves. */
export const KEPT_IMAGE = 'localhost/thumbforge:local'

/**
 * install.imageMB: the container image's size as podman reports it (decimal MB, as `podman images`
 * prints it). The bench never builds it (minutes): without the image it says why it has no figure.
 */
export function containerImageFigures(): { imageMB: number | null; image: string; reason?: string } {
  const inspect = spawnSync('podman', ['image', 'inspect', '--format', '{{.Size}}', KEPT_IMAGE], {
    encoding: 'utf8',
  })
  if (inspect.error) return { imageMB: null, image: KEPT_IMAGE, reason: 'podman is not installed here' }
  if (inspect.status !== 0) {
    return {
      imageMB: null,
      image: KEPT_IMAGE,
      reason: 'no such image here: `CONTAINER_KEEP_IMAGE=1 npm run test:container` builds and keeps it',
    }
  }
  return { imageMB: Math.round(Number(inspect.stdout.trim()) / 1e6), image: KEPT_IMAGE }
}

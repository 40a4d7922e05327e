# syntax=docker/dockerfile:1
# Thumbforge in a container: one image for the web instances (the default command) and for the
# generation workers (`node dist/server/worker.js`, WORKERS=external). See README, "Scale out".
# `npm run test:container` builds and runs it with podman (README, "The container recipe").

ARG NODE_IMAGE=node:22-bookworm-slim

# Build: every dependency, then the web app (dist/web) and the server (dist/server, decision 013).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The models, the server's fonts and the icon data are local packages (vendor/): the install links them.
COPY vendor ./vendor
# `npm install` on the committed lock, not `npm ci`: the lock lists only this platform's optional
# binaries (sharp, canvas, esbuild), which `npm ci` refuses. No install scripts, as npm 11 runs none
# on the machines this is developed on: those binaries come as registry packages and need none.
# npm's download cache is a build cache mount: the deps stage below can reuse these tarballs, and
# none of it lands in a layer.
RUN --mount=type=cache,target=/root/.npm npm install --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies from the same lock, pruned to what the built server reads on this
# platform: `npm run install:production`, the README's production install (scripts/prune-runtime.mjs,
# decisions 040 and 044): other platforms' onnxruntime binaries, web-only packages, source maps and
# docs go. Its own stage, so the runtime stage copies only what is left.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY vendor ./vendor
COPY scripts/prune-runtime.mjs ./scripts/
RUN --mount=type=cache,target=/root/.npm npm run install:production

# Runtime: the pruned production dependencies, the build output, and no sources.
# HOST is set because a published port reaches the container's own interface, never its loopback:
# left unset with the default (local) APP_URL, the server would listen on loopback only.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# The local packages are linked from vendor/ (node_modules holds links to them).
COPY vendor ./vendor
COPY --from=deps /app/node_modules ./node_modules
# dist/server holds the entries, their chunks, the image worker and the SQL migrations;
# dist/web the SPA with its brotli and gzip copies. Fonts and icons come from vendor/ and node_modules.
COPY --from=build /app/dist ./dist
# The image's unprivileged `node` user owns only the data folder: the code stays read-only to it.
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
USER node
# With PostgreSQL and S3 it holds only the instance's lock; on the embedded database, everything.
VOLUME ["/data"]
EXPOSE 3000
# /api/health answers from a background probe (never queues), 503 when any engine fails.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]

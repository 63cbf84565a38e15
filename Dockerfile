# The portal as one container image (docs/deploy.md "Container image"): the build stage installs
# the workspace and runs `npm run build`; the runtime stage holds what `node
# apps/server/dist/main.js` reads (what `npm start` runs once the build is current): the server
# bundle and its migrations, the web app and its server renderer, the tenants folder, and the
# production dependencies of the server and the web app, which both bundles leave external.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so that a change of source does not install everything again. Every
# workspace's manifest is needed for `npm ci` to accept the lock file; only three are installed.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund --include-workspace-root \
      --workspace @portal/domain --workspace @portal/server --workspace @portal/web
COPY tsconfig.base.json tsconfig.json ./
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The server's dependencies, and the web app's for its server renderer (React, the router, zod).
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace @portal/domain --workspace @portal/server --workspace @portal/web \
    && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
COPY tenants tenants
# The embedded database's files, when no DATABASE_URL is given: a volume, owned by the user the
# server runs as.
RUN mkdir /data && chown node:node /data
VOLUME /data
# The allocator setting and Node's options are those of scripts/server-command.mjs (every other
# place that starts a server reads them there; docs/performance.md "The process's memory").
ENV DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    MALLOC_MMAP_THRESHOLD_=131072
USER node
EXPOSE 3000
# Liveness (docs/operations.md "Probes"): the load balancer checks /readyz itself. The slim image
# has no curl; Node's fetch asks instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/livez`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server is process 1 and drains on SIGTERM itself (docs/operations.md "Draining").
CMD ["node", "--max-semi-space-size=4", "apps/server/dist/main.js"]

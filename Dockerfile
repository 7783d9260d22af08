# Plaudit's server and web app in one image. Multi-stage: the build stage has the compilers and the
# dev dependencies; the image that runs has Node 20 slim, the built server, the built web app and the production
# dependencies only, and runs as the unprivileged `node` user.
#   docker build -t plaudit .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e PUBLIC_URL=… -e SMTP_URL=… plaudit
# compose.yaml runs two of them behind HAProxy with PostgreSQL, Redis and an S3 server.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false NPM_CONFIG_UPDATE_NOTIFIER=false
# The manifests first, so a change of source does not reinstall every package.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build \
  && npm prune --omit=dev --workspace @plaudit/server --workspace @plaudit/contract --include-workspace-root

FROM node:20-bookworm-slim
# The heap limits of scripts/lib/server-process.mjs (SERVER_HEAP_MB, SERVER_SEMI_SPACE_MB): V8 would otherwise size the
# old generation from the host's memory.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=8"
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The web's render of the public pages for their first HTML (one self-contained bundle, nothing served from it).
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# DATA_DIR holds the signing keys when none is given in the environment; with several servers give them in it.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/server/dist/server.js"]

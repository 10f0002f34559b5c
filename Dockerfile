# Lumi as one image (issue 29): built in a full stage, run in a small one as the unprivileged `node` user with the
# server's production dependencies only. docs/deploy.md says how to run it; compose.yaml runs the whole deployment.

# 0. The workspaces' manifests: what `npm ci` reads, in both stages below.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 1. Build: every workspace's dependencies, then the web app, its page renderer and the server bundle.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies (the bundle keeps npm packages external; @lumi/shared is bundled in).
FROM manifests AS deps
RUN npm ci --omit=dev --workspace @lumi/server --include-workspace-root=false --no-audit --no-fund

# 3. Run: the bundle, the migrations beside it, the web build and its renderer; nothing else.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (ADR 0052): readiness is the load balancer's business (/api/v1/health/ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/v1/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node directly (no shell in between): in-flight requests finish, sockets move (ADR 0052).
CMD ["node", "apps/server/dist/main.js"]

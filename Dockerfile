# One image for web, worker, projector and migrate; docker-compose.yml picks the command.
FROM node:22-bookworm-slim

ENV TURBO_TELEMETRY_DISABLED=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app

# The lockfile is written by npm 11 (package.json "packageManager").
RUN npm install -g npm@11.19.1

# Manifests first, so a source change does not reinstall dependencies.
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY infra/package.json infra/
COPY services/package.json services/
COPY projections/package.json projections/
COPY web/package.json web/
# The fixes npm ci applies to dependencies (patches/README.md).
COPY patches patches/
# Development dependencies stay: the processes run TypeScript through tsx.
RUN npm ci

COPY . .
RUN npm run build

ENV NODE_ENV=production \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["npm", "run", "start", "-w", "@qanoon/web"]

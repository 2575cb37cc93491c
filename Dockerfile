# One image for the gateway and the render service (Debian's Chromium inside).
FROM node:24-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY rules/package.json rules/
COPY garments/package.json garments/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY render-service/package.json render-service/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production
# The gateway's files (DATA_DIR=/data in docker-compose.yml): a named volume mounted there takes
# this directory's owner, so the unprivileged user below can write to it.
RUN mkdir -p /data && chown node:node /data
# Everything runs as the image's unprivileged `node` user (uid 1000), Chromium included: off
# root, the render service starts Chromium with its sandbox on (no --no-sandbox; it needs user
# namespaces, which Docker's default seccomp profile allows). The code in /app stays root's,
# read-only to the processes.
USER node

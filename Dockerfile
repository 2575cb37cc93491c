# One image for the gateway and the render service (Debian's Chromium inside).
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY render-service/package.json render-service/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production

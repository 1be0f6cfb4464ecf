FROM node:24-bookworm-slim
WORKDIR /app
ENV CHECKPOINT_DISABLE=1 NODE_ENV=production HOST=0.0.0.0 PORT=3000
# As npm start: the compile cache (later starts strip no TypeScript), two malloc arenas instead
# of one per thread, and a young generation of 2 x 8 MB instead of V8's 2 x 32 MB on a large host
# (README, "Start-up and memory").
ENV NODE_COMPILE_CACHE=/tmp/node-compile-cache MALLOC_ARENA_MAX=2
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
# The client package is an npm workspace: npm ci needs its package.json to match the lock file.
COPY clients/typescript/package.json ./clients/typescript/
RUN npm ci --no-audit --no-fund
COPY . .
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Migrations are applied by the server at start.
# Node 24 runs the TypeScript sources as they are (type stripping; tsconfig erasableSyntaxOnly).
CMD ["node", "--max-semi-space-size=4", "src/server.ts"]

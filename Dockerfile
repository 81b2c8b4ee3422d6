# One image for every role: ROLE=api serves HTTP and sockets, ROLE=worker runs jobs.
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY plugins/ plugins/
COPY sdk/package.json sdk/
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts
COPY core/ core/
COPY sdk/ sdk/
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
EXPOSE 8080
USER node
CMD ["node", "core/src/main.ts"]

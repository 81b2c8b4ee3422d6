# One image for every role: ROLE=api serves HTTP, sockets and the two front ends; ROLE=worker runs jobs.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund \
  && NODE_ENV=production npm run build -w @atendo/agent-ui \
  && NODE_ENV=production npm run build -w @atendo/admin-ui

FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY plugin-api/ plugin-api/
COPY core/ core/
COPY plugins/ plugins/
COPY sdk/ sdk/
COPY agent-ui/package.json agent-ui/
COPY admin-ui/package.json admin-ui/
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts
COPY --from=build /app/agent-ui/dist agent-ui/dist
COPY --from=build /app/admin-ui/dist admin-ui/dist
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
EXPOSE 8080
USER node
CMD ["node", "core/src/main.ts"]

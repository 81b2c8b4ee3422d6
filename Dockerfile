# One image for every role: ROLE=api serves HTTP, sockets and the two front ends; ROLE=worker runs jobs.

# The front ends are built here, with every dev tool and UI library; only their dist/ leaves.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
  && NODE_ENV=production npm run build -w @atendo/agent-ui \
  && NODE_ENV=production npm run build -w @atendo/admin-ui

# The server: its workspaces and their production dependencies only. The UI workspaces (React,
# react-admin, Vite) and the SDK are left out of the install: the server only serves the built files.
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY plugin-api/ plugin-api/
COPY spreadsheet/ spreadsheet/
COPY core/ core/
COPY plugins/ plugins/
RUN node -e "const fs = require('node:fs'); const root = JSON.parse(fs.readFileSync('package.json', 'utf8')); \
      root.workspaces = root.workspaces.filter((name) => !['sdk', 'agent-ui', 'admin-ui'].includes(name)); \
      fs.writeFileSync('package.json', JSON.stringify(root, null, 2));" \
  && npm install --omit=dev --no-audit --no-fund --ignore-scripts \
  && npm cache clean --force
COPY --from=build /app/agent-ui/dist agent-ui/dist
COPY --from=build /app/admin-ui/dist admin-ui/dist
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
EXPOSE 8080
USER node
CMD ["node", "core/src/main.ts"]

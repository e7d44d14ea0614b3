// `npm run studio`: the site and the editors' studio on this computer, saving to the files in
// src/content (no GitHub, no sign-in). Starts decap-server (Decap CMS's local proxy, which reads
// and writes the files) and `astro dev`; open http://127.0.0.1:<port>/admin. Ctrl+C stops both.
//   STUDIO_PORT        the site and studio (default 4321)
//   STUDIO_PROXY_PORT  decap-server (default 8082: never Decap's own default 8081, often taken)
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_PROXY_PORT } from "../src/integrations/studio.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const sitePort = Number(process.env.STUDIO_PORT ?? 4321);
const proxyPort = Number(process.env.STUDIO_PROXY_PORT ?? DEFAULT_PROXY_PORT);
const env = {
  ...process.env,
  PATH: [join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: "1",
  STUDIO_PROXY_PORT: String(proxyPort),
};

const server = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
const children = [
  // fs mode: saves write the files; git stays with you (commit when you are happy).
  spawn(process.execPath, [server], {
    cwd: root,
    env: { ...env, PORT: String(proxyPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
    stdio: "inherit",
  }),
  spawn("astro", ["dev", "--host", "127.0.0.1", "--port", String(sitePort)], { cwd: root, env, stdio: "inherit" }),
];
console.log(`\nStudio: http://127.0.0.1:${sitePort}/admin  (site: http://127.0.0.1:${sitePort}/)\n`);

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));

// Serves the last build (dist/) with deploy/nginx.conf for the nginx smoke
// suite (playwright.nginx.config.ts starts it; `npm run test:nginx`). Runs as
// any user: nginx in the foreground as one process, with its pid, logs and
// temporary files in a fresh temporary folder, and the config's root and
// include paths pointed at dist/. Stops nginx and removes the folder on exit.
//   node scripts/test-nginx.mjs [--port=4343]        serve until stopped
//   node scripts/test-nginx.mjs --check              only test the config (nginx -t)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The document root deploy/nginx.conf names; rewritten to dist/ for the tests. */
export const DEPLOY_ROOT = "/var/www/endevo";
export const DEFAULT_PORT = 4343;

/** The nginx binary: on PATH, or where Debian puts it (/usr/sbin is not on every user's PATH). */
export function findNginx() {
  for (const candidate of ["nginx", "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"]) {
    const result = spawnSync(candidate, ["-v"], { stdio: "ignore" });
    if (!result.error && result.status === 0) return candidate;
  }
  return undefined;
}

/** nginx's mime.types, next to its default configuration file. */
function mimeTypes(nginx) {
  const version = spawnSync(nginx, ["-V"], { encoding: "utf8" });
  const confPath = `${version.stderr}${version.stdout}`.match(/--conf-path=(\S+)/)?.[1] ?? "/etc/nginx/nginx.conf";
  const path = join(dirname(confPath), "mime.types");
  if (!existsSync(path)) throw new Error(`nginx's mime.types is not at ${path}`);
  return path;
}

/** deploy/nginx.conf's server block, serving `dist` on 127.0.0.1:`port`. */
export function renderServer(template, { dist, port }) {
  const replacements = [
    [/^\s*listen \[::\]:80;\n/m, ""],
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`],
    [new RegExp(DEPLOY_ROOT.replace(/[/.]/g, "\\$&"), "g"), dist],
  ];
  let text = template;
  for (const [pattern, value] of replacements) {
    if (!pattern.test(text))
      throw new Error(`deploy/nginx.conf no longer has ${pattern}; update scripts/test-nginx.mjs`);
    text = text.replace(pattern, value);
  }
  return text;
}

/** A complete nginx.conf for one unprivileged foreground process. */
export function renderMain({ server, temp, mime, isRoot }) {
  return `# Rendered by scripts/test-nginx.mjs for the nginx smoke suite.
${isRoot ? "user root;\n" : ""}daemon off;
master_process off;
worker_processes 1;
pid ${temp}/nginx.pid;
error_log stderr warn;
events { worker_connections 128; }
http {
    include ${mime};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${temp}/client_body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;

${server.replace(/^/gm, "    ")}
}
`;
}

function main() {
  const args = process.argv.slice(2);
  const port = Number(
    args.find((arg) => arg.startsWith("--port="))?.slice(7) ?? process.env.NGINX_PORT ?? DEFAULT_PORT,
  );
  const dist = join(root, "dist");
  if (!existsSync(join(dist, "index.html")) || !existsSync(join(dist, "_nginx", "headers.conf"))) {
    console.error("No build to serve: run `npm run build` first (dist/index.html and dist/_nginx/headers.conf).");
    process.exit(1);
  }
  const nginx = findNginx();
  if (!nginx) {
    console.error("nginx is not installed: run `node scripts/ensure-nginx.mjs` (or `sudo apt-get install nginx`).");
    process.exit(1);
  }
  // One folder per port, emptied first: a run that was killed outright leaves nothing behind for long.
  const temp = join(tmpdir(), `endevo-nginx-${port}`);
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  const cleanup = () => rmSync(temp, { recursive: true, force: true });
  const server = renderServer(readFileSync(join(root, "deploy", "nginx.conf"), "utf8"), { dist, port });
  const config = join(temp, "nginx.conf");
  writeFileSync(config, renderMain({ server, temp, mime: mimeTypes(nginx), isRoot: process.getuid?.() === 0 }));
  const nginxArgs = ["-p", temp, "-c", config, "-e", "stderr"];

  if (args.includes("--check")) {
    const result = spawnSync(nginx, [...nginxArgs, "-t"], { stdio: "inherit" });
    cleanup();
    process.exit(result.status ?? 1);
  }

  console.log(`nginx (${nginx}) serving ${dist} on http://127.0.0.1:${port} with deploy/nginx.conf`);
  const child = spawn(nginx, nginxArgs, { stdio: "inherit" });
  const stop = () => child.kill("SIGQUIT");
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, stop);
  child.on("exit", (code, signal) => {
    cleanup();
    process.exit(code ?? (signal === "SIGQUIT" ? 0 : 1));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

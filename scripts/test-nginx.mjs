// Serves the last build (dist/) with deploy/nginx.conf for the nginx smoke
// suite (playwright.nginx.config.ts starts it; `npm run test:nginx`). Runs as
// any user: nginx in the foreground as one process, with its pid, logs and
// temporary files in a fresh temporary folder, and the config's root and
// include paths pointed at dist/ (see renderServer). Stops nginx and removes the folder on exit.
//   node scripts/test-nginx.mjs [--port=4343]        serve until stopped
//   node scripts/test-nginx.mjs --check              only test the config (nginx -t)
//   node scripts/test-nginx.mjs --check-deploy       nginx -t on deploy/nginx.conf as written, TLS included,
//                                                    with a throwaway certificate (needs openssl)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The document root deploy/nginx.conf names; rewritten to dist/ for the tests. */
export const DEPLOY_ROOT = "/var/www/endevo";
export const DEFAULT_PORT = 4343;
/** The webroot deploy/nginx.conf serves Let's Encrypt's checks from. */
export const ACME_ROOT = "/var/www/html";

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

/** Where one run keeps its pid, config, logs, the local HTTP socket and Let's Encrypt's test file. */
export function runPaths(port) {
  const temp = join(tmpdir(), `endevo-nginx-${port}`);
  return {
    temp,
    /** The plain-HTTP server blocks (port 80 in deploy/nginx.conf) listen here. */
    httpSocket: join(temp, "http.sock"),
    /** Stands in for /var/www/html, the webroot certbot writes its checks to. */
    acmeRoot: join(temp, "acme"),
  };
}

/** A file in the ACME webroot that the tests fetch over the HTTP socket. */
export const ACME_TEST_TOKEN = "endevo-test-token";

/**
 * deploy/nginx.conf's server blocks for a test run: the HTTPS blocks (443) on
 * 127.0.0.1:`port` without TLS (the tests cannot hold a certificate for the
 * real names), the HTTP blocks (80) on a local socket, no IPv6 listeners, the
 * site's folder and the ACME webroot pointed at `dist` and `acmeRoot`, and
 * 127.0.0.1 added to the site's names so a browser reaches it by address.
 * Every other line, the default server included, is used as written.
 */
export function renderServer(template, { dist, port, httpSocket, acmeRoot }) {
  const replacements = [
    [/^\s*listen \[::\]:\d+[^;\n]*;\n/gm, ""],
    [/^(\s*)listen 443 ssl http2( default_server)?;$/gm, `$1listen 127.0.0.1:${port}$2;`],
    [/^(\s*)listen 80( default_server)?;$/gm, `$1listen unix:${httpSocket}$2;`],
    [/^\s*ssl_[a-z_]+ [^;\n]*;\n/gm, ""],
    [/^(\s*server_name www\.endevo\.life);$/m, "$1 127.0.0.1;"],
    [new RegExp(DEPLOY_ROOT.replace(/[/.]/g, "\\$&"), "g"), dist],
    [new RegExp(ACME_ROOT.replace(/[/.]/g, "\\$&"), "g"), acmeRoot],
  ];
  let text = template;
  for (const [pattern, value] of replacements) {
    if (!pattern.test(text))
      throw new Error(`deploy/nginx.conf no longer has ${pattern}; update scripts/test-nginx.mjs`);
    pattern.lastIndex = 0;
    text = text.replace(pattern, value);
  }
  return text;
}

/** Where deploy/nginx.conf expects Let's Encrypt's certificate for both names. */
export const CERT_DIR = "/etc/letsencrypt/live/www.endevo.life";

/**
 * deploy/nginx.conf exactly as a server runs it, listeners and TLS included,
 * with only the folders and the certificate's place changed: for `nginx -t`,
 * which checks every line without opening a port.
 */
export function renderDeploy(template, { dist, acmeRoot, certDir }) {
  let text = template;
  for (const [from, to] of [
    [CERT_DIR, certDir],
    [DEPLOY_ROOT, dist],
    [ACME_ROOT, acmeRoot],
  ]) {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has ${from}; update scripts/test-nginx.mjs`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/** A throwaway self-signed certificate (a day, for www.endevo.life) in `dir`, as fullchain.pem and privkey.pem. */
function throwawayCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const result = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"].concat([
      "-subj",
      "/CN=www.endevo.life",
      "-keyout",
      join(dir, "privkey.pem"),
      "-out",
      join(dir, "fullchain.pem"),
    ]),
    { encoding: "utf8" },
  );
  if (result.error || result.status !== 0)
    throw new Error(
      `openssl could not make a test certificate (install openssl): ${result.error?.message ?? result.stderr}`,
    );
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
  const nginxConf = readFileSync(join(root, "deploy", "nginx.conf"), "utf8");
  if (args.includes("--check-deploy")) {
    // A folder of its own: a server running on the same port keeps its files.
    const temp = `${runPaths(port).temp}-deploy`;
    rmSync(temp, { recursive: true, force: true });
    const certDir = join(temp, "tls");
    throwawayCertificate(certDir);
    const server = renderDeploy(nginxConf, { dist, acmeRoot: join(temp, "acme"), certDir });
    const config = join(temp, "nginx.conf");
    writeFileSync(config, renderMain({ server, temp, mime: mimeTypes(nginx), isRoot: process.getuid?.() === 0 }));
    const result = spawnSync(nginx, ["-p", temp, "-c", config, "-e", "stderr", "-t"], { stdio: "inherit" });
    rmSync(temp, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }

  const { temp, httpSocket, acmeRoot } = runPaths(port);
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(join(acmeRoot, ".well-known", "acme-challenge"), { recursive: true });
  writeFileSync(join(acmeRoot, ".well-known", "acme-challenge", ACME_TEST_TOKEN), `${ACME_TEST_TOKEN}\n`);
  const cleanup = () => rmSync(temp, { recursive: true, force: true });
  const server = renderServer(nginxConf, {
    dist,
    port,
    httpSocket,
    acmeRoot,
  });
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

// A small static file server that serves dist/ the way a CDN does, for the benchmark:
//   - HTTPS with HTTP/2 (and HTTP/1.1 for clients without it), as every CDN serves today, on a throwaway
//     self-signed certificate made with the openssl command (browsers need --ignore-certificate-errors);
//     `http: true` (or --http) serves plain HTTP/1.1 instead;
//   - clean URLs (build.format "file"): /plan → plan.html, / → index.html, /blog/x → blog/x.html;
//     a trailing slash redirects (301) to the path without it;
//   - text compressed with Brotli (or gzip, by Accept-Encoding), compressed once and kept in memory;
//   - hashed assets under /_astro/ cached for a year (immutable), pages revalidated;
//   - unknown paths get 404.html with status 404.
// Run on its own: node scripts/static-server.mjs [--port=4344] [--root=dist] [--http]
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};
// What a CDN compresses: text. Fonts (woff2), images and video are compressed already.
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".xml", ".txt", ".svg", ".webmanifest"]);

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file under root for a URL path (clean URLs), or undefined. */
export async function resolvePath(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const base = resolve(root);
  const target = normalize(join(base, decoded));
  if (target !== base && !target.startsWith(base + sep)) return undefined; // no escaping the root
  const candidates = decoded.endsWith("/")
    ? [join(target, "index.html")]
    : [target, `${target}.html`, join(target, "index.html")];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

/** A throwaway self-signed certificate for 127.0.0.1 and localhost (openssl), valid for two days. */
async function selfSignedCertificate() {
  const dir = await mkdtemp(join(tmpdir(), "bench-tls-"));
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"]
      .concat(["-keyout", key, "-out", cert, "-subj", "/CN=127.0.0.1"])
      .concat(["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"]),
    { stdio: "ignore" },
  );
  const pair = { key: await readFile(key), cert: await readFile(cert) };
  await rm(dir, { recursive: true, force: true });
  return pair;
}

/**
 * Starts the server and resolves with { server, url, close() }.
 * @param {{ root?: string, port?: number, host?: string, http?: boolean }} options
 */
export async function startStaticServer({ root = "dist", port = 4344, host = "127.0.0.1", http = false } = {}) {
  root = resolve(root);
  const cache = new Map(); // absolute path → { raw, br, gzip }

  async function load(path) {
    let entry = cache.get(path);
    if (!entry) {
      const raw = await readFile(path);
      entry = { raw };
      if (COMPRESSIBLE.has(extname(path))) {
        entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        entry.gzip = gzipSync(raw, { level: 9 });
      }
      cache.set(path, entry);
    }
    return entry;
  }

  /** @param {import("node:http").IncomingMessage | import("node:http2").Http2ServerRequest} request
   *  @param {import("node:http").ServerResponse | import("node:http2").Http2ServerResponse} response */
  async function handle(request, response) {
    try {
      const url = new URL(request.url ?? "/", "http://localhost");
      if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
        response.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search });
        response.end();
        return;
      }
      let status = 200;
      let path = await resolvePath(root, url.pathname);
      if (!path) {
        status = 404;
        path = join(root, "404.html");
      }
      const entry = await load(path);
      const ext = extname(path);
      const accepts = String(request.headers["accept-encoding"] ?? "");
      const encoding = entry.br && /\bbr\b/.test(accepts) ? "br" : entry.gzip && /\bgzip\b/.test(accepts) ? "gzip" : "";
      const body = encoding ? entry[encoding] : entry.raw;
      const headers = {
        "Content-Type": TYPES[ext] ?? "application/octet-stream",
        "Content-Length": body.length,
        "Cache-Control": url.pathname.startsWith("/_astro/")
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
        "X-Content-Type-Options": "nosniff",
      };
      if (COMPRESSIBLE.has(ext)) headers.Vary = "Accept-Encoding";
      if (encoding) headers["Content-Encoding"] = encoding;
      response.writeHead(status, headers);
      response.end(request.method === "HEAD" ? undefined : body);
    } catch (error) {
      response.writeHead(500, { "Content-Type": "text/plain" });
      response.end(String(error));
    }
  }

  // Compress everything up front, as a CDN's edge cache would hold it: no first-request penalty in measurements.
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) await load(join(entry.parentPath, entry.name));
  }

  const server = http
    ? createServer(handle)
    : createSecureServer({ ...(await selfSignedCertificate()), allowHTTP1: true }, handle);

  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  return {
    server,
    url: `${http ? "http" : "https"}://${host}:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) =>
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
  const { url } = await startStaticServer({
    root: option("root", "dist"),
    port: Number(option("port", 4344)),
    http: process.argv.includes("--http"),
  });
  console.log(`Serving ${option("root", "dist")} at ${url}`);
}

// Makes sure nginx exists for the nginx smoke suite (run by `npm test` before
// it; `npm run test:nginx`), and openssl for the TLS check. As root on
// Debian/Ubuntu it installs Debian's packages; otherwise it stops with one
// sentence saying what to install.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findNginx } from "./test-nginx.mjs";

function run(command, args, timeoutSeconds) {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    timeout: timeoutSeconds * 1000,
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return !result.error && result.status === 0;
}

function found(where, path) {
  const version = spawnSync(path, ["-v"], { encoding: "utf8" }).stderr.trim();
  console.log(`nginx for the nginx smoke suite: ${path} (${where}; ${version}).`);
  process.exit(0);
}

/** openssl makes the throwaway certificate for checking deploy/nginx.conf's TLS lines (test-nginx.mjs --check-deploy). */
function hasOpenssl() {
  const result = spawnSync("openssl", ["version"], { stdio: "ignore" });
  return !result.error && result.status === 0;
}

const isRoot = process.getuid?.() === 0;
const isDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
if (!hasOpenssl()) {
  if (
    isRoot &&
    isDebian &&
    run("apt-get", ["update"], 600) &&
    run("apt-get", ["install", "-y", "--no-install-recommends", "openssl"], 900) &&
    hasOpenssl()
  )
    console.log("openssl installed (Debian package).");
  else {
    console.error(
      "\nNo openssl for the nginx smoke suite: install it (Debian/Ubuntu: `sudo apt-get install openssl`), then run npm test again.",
    );
    process.exit(1);
  }
}

const installed = findNginx();
if (installed) found("installed", installed);

if (isRoot && isDebian) {
  console.log("No nginx found; installing the Debian/Ubuntu package.");
  // nginx-light would do too; "nginx" is the package every Debian and Ubuntu release has.
  if (run("apt-get", ["update"], 600) && run("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], 900)) {
    const path = findNginx();
    if (path) found("Debian package, just installed", path);
  }
}

console.error(
  "\nNo nginx for the nginx smoke suite: install it (Debian/Ubuntu: `sudo apt-get install nginx`; macOS: `brew install nginx`), then run npm test again.",
);
process.exit(1);

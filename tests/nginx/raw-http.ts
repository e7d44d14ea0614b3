// A request written byte for byte on a socket and the answer as it came:
// fetch and browsers tidy up or reject malformed headers, and these tests need
// to see what nginx really sent (a lone carriage return inside a header, a
// header of an attacker's choosing, a connection closed without a word).
import { connect } from "node:net";

export interface RawResponse {
  /** Nothing came back before the server closed the connection (nginx's 444). */
  closed: boolean;
  status: number;
  /** Header lines exactly as sent, split only at CR LF. */
  lines: string[];
  /** Header values by lower-case name. */
  headers: Map<string, string[]>;
  body: Buffer;
}

export type Target = { port: number } | { socketPath: string };

/** Sends `GET path` with the given Host (none for `null`) and extra header lines; reads until the server closes. */
export function rawGet(
  target: Target,
  path: string,
  {
    host = "127.0.0.1",
    headers = [] as string[],
    version = "1.1",
  }: { host?: string | null; headers?: string[]; version?: string } = {},
): Promise<RawResponse> {
  const request = [
    `GET ${path} HTTP/${version}`,
    ...(host === null ? [] : [`Host: ${host}`]),
    "Connection: close",
    ...headers,
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = "port" in target ? connect(target.port, "127.0.0.1") : connect(target.socketPath);
    const chunks: Buffer[] = [];
    socket.on("connect", () => socket.write(request, "latin1"));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // 444: nginx closes the connection; a reset after the request counts as the same answer.
      if (error.code === "ECONNRESET" && !chunks.length) resolve(parse(Buffer.alloc(0)));
      else reject(error);
    });
    socket.on("end", () => resolve(parse(Buffer.concat(chunks))));
  });
}

function parse(data: Buffer): RawResponse {
  if (!data.length) return { closed: true, status: 0, lines: [], headers: new Map(), body: data };
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`no end of headers in: ${JSON.stringify(data.toString("latin1").slice(0, 200))}`);
  const [statusLine = "", ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { closed: false, status, lines, headers, body: data.subarray(end + 4) };
}

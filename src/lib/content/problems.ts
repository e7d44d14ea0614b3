// Reading a content file and explaining what is wrong with it, the same way for every file:
// "src/content/pages/home.yaml, line 14 (sections.hero.lead): must not be empty".
// YAML is parsed with the `yaml` package, which keeps each value's position, so every message
// points at the real line; zod's issues are turned into plain words with a "did you mean" where a
// value or a field name is close to an allowed one.
import { closest, distance } from "fastest-levenshtein";
import { isMap, isScalar, LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "astro/zod";

/** A content mistake: the message names the file, the line, the field and what to write. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** A parsed YAML text that can tell the line of any field. */
export interface YamlSource {
  data: unknown;
  /** 1-based line of the value at `path` (or of its nearest parent that exists). */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/**
 * Parses YAML text. YAML 1.2's core schema: dates stay text ("2025-02-30" is checked by the schema,
 * never rolled over to March), "yes"/"no" stay words. `firstLine` is the file line the text starts on
 * (2 for Markdown front matter, after the opening ---).
 */
export function parseYaml(file: string, text: string, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problem = doc.errors[0];
  if (problem) {
    const line = lineCounter.linePos(problem.pos[0]).line + firstLine - 1;
    throw new ContentError(`${file}, line ${line}: ${yamlHint(problem.code, problem.message)}`);
  }
  return {
    data: doc.toJS(),
    lineOf: (path) => {
      const offset = offsetOf(doc, path);
      return offset === undefined ? undefined : lineCounter.linePos(offset).line + firstLine - 1;
    },
  };
}

/** YAML's own messages are technical; say what usually causes each in plain words. */
function yamlHint(code: string, message: string): string {
  const first = message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  const hints: Record<string, string> = {
    DUPLICATE_KEY: "this field is written twice in the same place: keep one",
    BAD_INDENT: "the indentation is off: line this field up with the others at its level (spaces, not tabs)",
    TAB_AS_INDENT: "a tab is used for indentation: use spaces",
    MISSING_CHAR: "a quote or bracket is not closed",
    BLOCK_AS_IMPLICIT_KEY: "a field name must fit on one line; text with ': ' in it needs quotes around it",
    MULTILINE_IMPLICIT_KEY: "a field name must fit on one line; text with ': ' in it needs quotes around it",
    UNEXPECTED_TOKEN: "something is out of place: text with ': ', ' #', or starting with @, `, [ or { needs quotes",
  };
  const unclosed = /flow (sequence|map|collection)/i.test(first);
  const hint = unclosed
    ? "a [ or { is not closed: text that starts with [ or { must be in quotes"
    : (hints[code] ?? "the file is not valid YAML");
  return `${hint} (the YAML reader says: ${first})`;
}

function offsetOf(doc: Document, path: readonly PropertyKey[]): number | undefined {
  let node: unknown = doc.contents;
  let offset: number | undefined = (doc.contents as { range?: number[] } | null)?.range?.[0];
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
      if (!pair) return offset;
      offset = (pair.key as { range?: number[] }).range?.[0] ?? offset;
      node = pair.value;
    } else if (node && typeof node === "object" && "items" in node && Array.isArray(node.items)) {
      const item = node.items[Number(key)] as { range?: number[] } | undefined;
      if (!item) return offset;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      return offset;
    }
  }
  return offset;
}

/** The closest of `options` to `value` when it is close enough to be a likely typo. */
export function didYouMean(value: string, options: readonly string[]): string | undefined {
  if (!options.length) return undefined;
  const lower = value.toLowerCase();
  const best = closest(
    lower,
    options.map((option) => option.toLowerCase()),
  );
  const limit = Math.max(2, Math.floor(best.length / 3));
  return distance(lower, best) <= limit ? options.find((option) => option.toLowerCase() === best) : undefined;
}

/** "sections.hero.items[2].title" */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}

type Issue = z.core.$ZodIssue;

/** The value written at `path` in `data`. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * One issue in plain words. `knownKeys` lists a strict object's fields, for unknown-field messages;
 * `written` is the value the file has at the issue's place.
 */
function describeIssue(issue: Issue, knownKeys: (path: readonly PropertyKey[]) => string[], written: unknown): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys
        .map((key) => {
          const guess = didYouMean(key, knownKeys(issue.path));
          const allowed = knownKeys(issue.path);
          return `has a field "${key}" that nothing on the site reads: ${
            guess ? `did you mean "${guess}"?` : "remove it"
          }${allowed.length ? ` (fields here: ${allowed.join(", ")})` : ""}`;
        })
        .join("; ");
    case "invalid_value": {
      const options = issue.values.map(String);
      const guess = typeof written === "string" ? didYouMean(written, options) : undefined;
      const said = typeof written === "string" ? `"${written}" is not allowed: ` : "";
      return `${said}must be one of: ${options.join(", ")}${guess ? ` (did you mean "${guess}"?)` : ""}`;
    }
    case "invalid_type": {
      if (written === undefined) {
        return issue.message.startsWith("Invalid input") ? "is missing: add it" : issue.message;
      }
      if (!issue.message.startsWith("Invalid input")) return issue.message;
      if (issue.expected === "object") return "must be a group of named fields (name: value), one per line";
      if (issue.expected === "array") return 'must be a list: one entry per line, each starting with "- "';
      if (issue.expected === "string") return "must be text (put it in quotes if it looks like a number or date)";
      if (issue.expected === "number") return "must be a number";
      if (issue.expected === "boolean") return "must be true or false";
      return issue.message;
    }
    case "invalid_union":
      return issue.message.startsWith("Invalid input") ? "is not in a form this field accepts" : issue.message;
    default:
      return issue.message;
  }
}

/**
 * Validates data read from `file` with `schema`. Returns the parsed value, or throws a ContentError
 * listing every problem with its line and field. `source` (the parsed file) gives lines.
 */
export function validate<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
  source?: YamlSource,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(explain(file, result.error.issues, schema, source));
}

export function explain(file: string, issues: readonly Issue[], schema: z.ZodType, source?: YamlSource): string {
  const lines = issues.map((issue) => {
    // An unknown field: point at the field itself, not at the group that holds it.
    const at = issue.code === "unrecognized_keys" && issue.keys.length ? [...issue.path, issue.keys[0]!] : issue.path;
    const line = source?.lineOf(at);
    const where = [line ? `line ${line}` : undefined, issue.path.length ? fieldPath(issue.path) : undefined]
      .filter(Boolean)
      .join(", ");
    const message = describeIssue(issue, (path) => keysAt(schema, path), valueAt(source?.data, issue.path));
    return `  - ${where ? `${where}: ` : ""}${message}`;
  });
  return `${file} has ${issues.length === 1 ? "a mistake" : `${issues.length} mistakes`}:\n${lines.join("\n")}`;
}

/** The field names a schema allows at `path` (for "did you mean" on unknown fields). */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  for (const key of [...path, undefined]) {
    current = unwrap(current);
    if (key === undefined) break;
    const def = (current as { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown } }).def;
    if (def?.type === "object" && def.shape) current = def.shape[String(key)];
    else if (def?.type === "array") current = def.element;
    else if (def?.type === "record") current = (def as { valueType?: unknown }).valueType;
    else return [];
  }
  const def = (current as { def?: { type?: string; shape?: Record<string, unknown> } } | undefined)?.def;
  return def?.type === "object" && def.shape ? Object.keys(def.shape) : [];
}

function unwrap(schema: unknown): unknown {
  let current = schema as { def?: { type?: string; innerType?: unknown; in?: unknown; schema?: unknown } };
  for (let guard = 0; guard < 10 && current?.def; guard++) {
    const { type } = current.def;
    if (type === "optional" || type === "default" || type === "nullable" || type === "readonly") {
      current = current.def.innerType as typeof current;
    } else if (type === "pipe") {
      current = current.def.in as typeof current;
    } else {
      break;
    }
  }
  return current;
}

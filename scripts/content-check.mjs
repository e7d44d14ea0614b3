// Lists content entries still marked `sample: true` (file and name).
//   npm run content:check               prints the list
//   npm run content:check -- --strict   also fails (exit 1) while any remain: use before launch
import { findSamples, formatSamples } from "../src/integrations/sample-content.mjs";

const strict = process.argv.includes("--strict");
const samples = findSamples(process.cwd());
console.log(formatSamples(samples));
if (strict && samples.length > 0) {
  console.error(
    `\nNot ready for launch: replace the ${samples.length} sample entries above with real ones (or remove them).`,
  );
  process.exit(1);
}

// The studio's configuration (Decap CMS reads /admin/config.yml), written from the content schemas
// at every build so it cannot drift from what the build accepts. See src/lib/studio/config.ts.
import type { APIRoute } from "astro";
import { stringify } from "yaml";
import { studioBackend } from "../../lib/studio/backend";
import { studioConfig } from "../../lib/studio/config";

export const GET: APIRoute = () => {
  const config = studioConfig(studioBackend(process.env, import.meta.env.DEV));
  const text = `# Written by the build from the content schemas (src/lib/studio/config.ts). Do not edit.\n${stringify(config, { lineWidth: 0 })}`;
  return new Response(text, { headers: { "Content-Type": "text/yaml; charset=utf-8" } });
};

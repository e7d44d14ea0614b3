// Where the studio commits and how editors sign in, from the build's environment (docs/DEPLOY.md,
// "The editors' studio"): STUDIO_REPO ("owner/name" on GitHub), STUDIO_BRANCH, STUDIO_AUTH_URL (the
// OAuth service; leave unset on Netlify). In `npm run studio` the studio saves to the local files
// through decap-server on STUDIO_PROXY_PORT instead.
import { localBackendUrl } from "../../integrations/studio.mjs";
import type { StudioBackend } from "./config";

export function studioBackend(env: Record<string, string | undefined>, local: boolean): StudioBackend {
  return {
    repo: env.STUDIO_REPO ?? "endevo/endevo-website",
    branch: env.STUDIO_BRANCH ?? "main",
    ...(env.STUDIO_AUTH_URL ? { authUrl: env.STUDIO_AUTH_URL } : {}),
    ...(local ? { localBackendUrl: localBackendUrl() } : {}),
  };
}

import { fileURLToPath } from "node:url";
// Registers `client:interaction`: an island hydrates on the visitor's first
// pointer, touch or focus contact, so React loads only when it is used.
/** @returns {import("astro").AstroIntegration} */
export default function interactionDirective() {
  return {
    name: "endevo:client-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./directive.ts", import.meta.url)),
        });
      },
    },
  };
}

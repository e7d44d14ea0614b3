/// <reference types="astro/client" />
import type { InteractionOptions } from "./integrations/hydrate-on-interaction/directive";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first pointer, touch or focus contact
     *  (or at once when the address holds the island's state, see InteractionOptions). */
    "client:interaction"?: boolean | InteractionOptions;
  }
}
export {};

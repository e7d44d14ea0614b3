/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first pointer, touch, focus or key contact. */
    "client:interaction"?: boolean;
  }
}
export {};

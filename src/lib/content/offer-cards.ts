// The partner offers as /marketplace and /trusted-experts show them (islands/OfferCard): sorted by name, each
// logo resized once at build time for its 64 px box. With dozens of partners, every card's logo is a small
// file of a known size (the card sets width/height and loads it lazily), never the editor's full-size upload.
import { getImage } from "astro:assets";
import { sortOffers } from "../offers";
import { entries } from "./index";

/** The logo box is 64 CSS px; the file is drawn at twice that for sharp logos on high-density screens. */
const LOGO_PIXELS = 128;

export async function offerCards() {
  const offers = await Promise.all(
    (await entries("offers")).map(async ({ data: { logo, ...offer } }) => {
      if (!logo) return { ...offer, logoSrc: undefined };
      // The longer side fits the box; the other follows the logo's own proportions (never enlarged).
      const side = logo.width >= logo.height ? { width: LOGO_PIXELS } : { height: LOGO_PIXELS };
      const image = await getImage({ src: logo, ...side });
      return { ...offer, logoSrc: image.src };
    }),
  );
  return sortOffers(offers);
}

/**
 * Which app store suits the visitor's device: Apple devices (iPhone, iPad,
 * iPod, Mac) get the Apple App Store, everything else Google Play.
 * iPadOS reports itself as a Mac, which is also an Apple device.
 */
export type Store = "apple" | "google";

export function storeFor(userAgent: string): Store {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent) && !/Android/i.test(userAgent) ? "apple" : "google";
}

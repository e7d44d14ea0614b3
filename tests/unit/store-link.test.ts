import { describe, expect, it } from "vitest";
import { storeFor } from "../../src/lib/store-link";

describe("storeFor", () => {
  it("sends Apple devices to the App Store", () => {
    expect(storeFor("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15")).toBe("apple");
    expect(storeFor("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("apple");
    expect(storeFor("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15")).toBe("apple");
  });

  it("sends everyone else to Google Play", () => {
    expect(storeFor("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile")).toBe("google");
    expect(storeFor("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0")).toBe("google");
    expect(storeFor("")).toBe("google");
  });
});

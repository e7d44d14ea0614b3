// The route table of SPEC §2, shared by the end-to-end suites.
export const ROUTES = [
  "/",
  "/learn-and-listen",
  "/solution",
  "/who-we-serve",
  "/for-companies",
  "/for-individuals",
  "/for-investors",
  "/employee-wellness",
  "/marketplace",
  "/trusted-experts",
  "/plan",
  "/company",
  "/podcast",
  "/video",
  "/blog",
  "/resources",
];

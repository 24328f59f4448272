// Shared Vitest presets: every package tests the files beside its code.
/** Preset for packages and the API (node environment). */
export const nodePreset = {
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
};
/** Preset for web apps and the UI kit (jsdom environment). */
export const domPreset = {
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 30_000 },
};

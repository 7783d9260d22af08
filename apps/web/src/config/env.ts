// Build-time facts the app needs, read once.
export const env = {
  isProduction: import.meta.env.PROD,
  mode: import.meta.env.MODE,
} as const;

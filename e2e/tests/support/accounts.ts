// The one account the e2e server has at start: playwright.config.ts passes it as ADMIN_EMAIL/ADMIN_PASSWORD and
// turns the demo seed off, so no journey can lean on demo data. Everything else a journey makes through the API.
// (Plain constants: the config imports this file before any test runs.)

export const E2E_ADMIN = { email: 'e2e-admin@plaudit.test', password: 'e2e-admin-password' } as const;

// The test OpenID Connect provider as a process, for the browser journeys (see e2e/playwright.config.ts).
import { startOidcProvider } from './oidc-provider';

const provider = await startOidcProvider({
  clientId: process.env.OIDC_CLIENT_ID ?? 'partsmith-e2e',
  clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'partsmith-e2e-secret',
  port: Number(process.env.OIDC_PORT ?? 4180),
});
console.log(`test OpenID Connect provider at ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void provider.close().then(() => process.exit(0)));

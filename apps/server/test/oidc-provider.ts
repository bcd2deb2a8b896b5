import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** Who the provider says is signing in: the claims of Google's ID token that matter to the shop. */
export interface OidcIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

interface PendingCode {
  identity: OidcIdentity;
  nonce: string | null;
  codeChallenge: string | null;
  redirectUri: string;
}

/**
 * A small but honest OpenID Connect provider for tests: discovery, an authorize endpoint that signs in the queued
 * identity at once (no consent screen), a token endpoint that checks the client secret, the redirect URI and
 * PKCE, RS256-signed ID tokens, JWKS and userinfo. POST /next-identity queues who signs in next.
 */
export async function startOidcProvider({ clientId, clientSecret, port = 0 }: { clientId: string; clientSecret: string; port?: number }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, OidcIdentity>();
  const queue: OidcIdentity[] = [];
  let issuer = '';

  const readBody = async (request: http.IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    return body;
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    try {
      if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        });
      }
      if (request.method === 'GET' && url.pathname === '/jwks') return json(200, { keys: [jwk] });
      if (request.method === 'POST' && url.pathname === '/next-identity') {
        queue.push(JSON.parse(await readBody(request)) as OidcIdentity);
        return json(200, { queued: queue.length });
      }
      if (request.method === 'GET' && url.pathname === '/authorize') {
        const redirectUri = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== clientId || !redirectUri) return json(400, { error: 'invalid_request' });
        const identity = queue.shift();
        if (!identity) return json(400, { error: 'no identity queued: POST /next-identity first' });
        const code = crypto.randomBytes(16).toString('hex');
        codes.set(code, { identity, nonce: url.searchParams.get('nonce'), codeChallenge: url.searchParams.get('code_challenge'), redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        const state = url.searchParams.get('state');
        if (state) back.searchParams.set('state', state);
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (request.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(await readBody(request));
        const basic = request.headers.authorization?.startsWith('Basic ')
          ? Buffer.from(request.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
          : [form.get('client_id'), form.get('client_secret')];
        if (basic[0] !== clientId || basic[1] !== clientSecret) return json(401, { error: 'invalid_client' });
        const pending = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!pending || form.get('redirect_uri') !== pending.redirectUri) return json(400, { error: 'invalid_grant' });
        if (pending.codeChallenge) {
          const verifier = form.get('code_verifier') ?? '';
          const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
          if (challenge !== pending.codeChallenge) return json(400, { error: 'invalid_grant', error_description: 'PKCE check failed' });
        }
        const idToken = await new SignJWT({ ...pending.identity, ...(pending.nonce ? { nonce: pending.nonce } : {}) })
          .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
          .setIssuer(issuer)
          .setSubject(pending.identity.sub)
          .setAudience(clientId)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        const accessToken = crypto.randomBytes(16).toString('hex');
        accessTokens.set(accessToken, pending.identity);
        return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, id_token: idToken, scope: 'openid email profile' });
      }
      if (request.method === 'GET' && url.pathname === '/userinfo') {
        const identity = accessTokens.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
        return identity ? json(200, identity) : json(401, { error: 'invalid_token' });
      }
      json(404, { error: 'not_found' });
    } catch (error) {
      json(500, { error: String(error) });
    }
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    nextIdentity(identity: OidcIdentity) {
      queue.push(identity);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

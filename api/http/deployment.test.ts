import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeploymentError, readDeployment } from './deployment.ts';

describe('readDeployment', () => {
  it('refuses Secure cookies without a trusted (HTTPS) proxy: production on plain HTTP cannot sign anyone in', () => {
    for (const env of [{ NODE_ENV: 'production' }, { COOKIE_SECURE: 'true' }, { NODE_ENV: 'production', TRUST_PROXY: 'false' }]) {
      expect(() => readDeployment(env)).toThrow(DeploymentError);
      expect(() => readDeployment(env)).toThrow(/TRUST_PROXY=true.*COOKIE_SECURE=false/s);
    }
  });

  it('reads production behind a proxy, a plain-HTTP trial and development', () => {
    expect(readDeployment({ NODE_ENV: 'production', TRUST_PROXY: 'true', PUBLIC_URL: 'https://app.sellyard.example' })).toEqual({ production: true, secureCookies: true, proxy: true, proxyHops: 1, hsts: true });
    expect(readDeployment({ NODE_ENV: 'production', COOKIE_SECURE: 'false', PUBLIC_URL: 'http://sellyard.internal.example:3000' })).toMatchObject({ secureCookies: false, proxy: false, hsts: true });
    expect(readDeployment({})).toEqual({ production: false, secureCookies: false, proxy: false, proxyHops: 1, hsts: false });
    expect(readDeployment({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).proxyHops).toBe(2);
  });

  it('refuses production without PUBLIC_URL (links in emails are built from it alone), and a PUBLIC_URL that is no origin', () => {
    expect(() => readDeployment({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toThrow(/PUBLIC_URL is not set.*never from the request's Host header/s);
    expect(() => readDeployment({ NODE_ENV: 'production', TRUST_PROXY: 'true', PUBLIC_URL: '  ' })).toThrow(/PUBLIC_URL is not set/);
    expect(() => readDeployment({ NODE_ENV: 'production', TRUST_PROXY: 'true', PUBLIC_URL: 'app.example.com' })).toThrow(/PUBLIC_URL must be an absolute URL/);
    expect(() => readDeployment({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/http:\/\/ or https:\/\//);
    expect(() => readDeployment({ PUBLIC_URL: 'https://app.example.com/?next=x' })).toThrow(/without credentials, query or fragment/);
    // Development and the demo may leave it unset: the listening address is used.
    expect(() => readDeployment({})).not.toThrow();
  });

  it.each(['0', '-1', 'two', '1.5', '11'])('refuses TRUST_PROXY_HOPS=%s', (hops) => {
    expect(() => readDeployment({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: hops })).toThrow(/TRUST_PROXY_HOPS must be a whole number from 1 to 10/);
  });
});

describe('npm start in production on plain HTTP', () => {
  it('exits at once with the reason, before opening any database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sellyard-deploy-'));
    rmSync(dataDir, { recursive: true });
    const root = resolve(import.meta.dirname, '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      cwd: root, encoding: 'utf8', timeout: 60_000,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, SELLYARD_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'), SKIP_ADMIN_BUILD: 'true', PORT: '0' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Sellyard cannot start: The session cookie is Secure \(NODE_ENV=production\)/);
    expect(existsSync(dataDir)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { sandboxEnabled, sandboxStartupLine } from './base-url.ts';

describe('the sandbox at startup', () => {
  it('is off in production and the startup log says so', () => {
    expect(sandboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(sandboxStartupLine({ NODE_ENV: 'production' })).toMatch(/^sandbox marketplace: off \(production/);
  });

  it('says so loudly when production turns it on', () => {
    expect(sandboxEnabled({ NODE_ENV: 'production', SANDBOX: 'true' })).toBe(true);
    expect(sandboxStartupLine({ NODE_ENV: 'production', SANDBOX: 'true' })).toMatch(/ON in production/);
  });

  it('is on elsewhere unless SANDBOX=false', () => {
    expect(sandboxStartupLine({ NODE_ENV: 'development' })).toMatch(/^sandbox marketplace: on/);
    expect(sandboxStartupLine({ SANDBOX: 'false' })).toBe('sandbox marketplace: off (SANDBOX=false)');
  });
});

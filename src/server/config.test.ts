import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      dataDir: './data',
      databaseUrl: undefined,
      admin: { username: 'admin', password: 'admin', passwordFromEnv: false, debug: false },
      contactEmail: 'accesso@vetrina.example',
      trustProxy: false,
      cookieSecure: 'auto',
      logLevel: 'info',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'cinquemila'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['ADMIN_DEBUG', 'yes'],
    ['CONTACT_EMAIL', 'not-an-address'],
    ['LIBRETRANSLATE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['LOGIN_MAX_FAILURES_PER_IP', '0'],
    ['HTTP_MAX_CONNECTIONS_PER_ADDRESS', '0'],
    ['HTTP_MAX_CONNECTIONS_PER_ADDRESS', '801'],
  ])('stops on a bad %s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n${name}:`));
  });

  it('gives one address 100 of the 800 connections, and leaves the share to a trusted proxy', () => {
    expect(loadConfig({}).http).toMatchObject({ maxConnections: 800, maxConnectionsPerAddress: 100 });
    expect(loadConfig({ HTTP_MAX_CONNECTIONS: '50' }).http.maxConnectionsPerAddress).toBe(50);
    expect(loadConfig({ TRUST_PROXY: 'true' }).http.maxConnectionsPerAddress).toBe(800);
    expect(loadConfig({ TRUST_PROXY: 'true', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '300' }).http.maxConnectionsPerAddress).toBe(300);
  });

  it('remembers that the administrator password came from the environment', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'segreto-lungo' }).admin).toMatchObject({ password: 'segreto-lungo', passwordFromEnv: true });
  });
});

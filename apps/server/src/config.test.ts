import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'kollabo-config-'));

describe('configuration', () => {
  it('starts on embedded defaults and keeps the generated development secrets', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.moderation).toBe('auto');
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.messageKey.equals(first.messageKey)).toBe(true);
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: tmp(), MODERATION: 'sometimes' })).toThrow(ConfigError);
  });

  it('requires the secrets in production and moderates by hand there', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }),
    ).toThrow(/MESSAGE_KEY/);
    const prod = loadConfig({
      DATA_DIR: tmp(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      MESSAGE_KEY: 'ab'.repeat(32),
    });
    expect(prod.moderation).toBe('manual');
    expect(loadConfig({ DATA_DIR: tmp(), MODERATION: 'manual' }).moderation).toBe('manual');
  });

  it('treats empty variables as unset', () => {
    expect(
      loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '', REDIS_URL: '' }).databaseUrl,
    ).toBeUndefined();
  });
});

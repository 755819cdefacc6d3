import { MSG, adminPaymentsApi, apiPath } from '@kollabo/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { expectError } from '../../test-support/escrow-fixtures.js';
import { createUser } from '../../test-support/fixtures.js';
import { enableSecondFactor, useFrozenClock } from '../../test-support/security-fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';

// Admins need their second factor (ADMIN_SECOND_FACTOR=required, the production default): the
// admin API answers 403 second_factor_required until she enables it; her other pages work.

const t = useTestApp({ ADMIN_SECOND_FACTOR: 'required' });
const freezeClock = useFrozenClock();

describe('admin second factor', () => {
  it('refuses the admin API to an admin without the factor, with what to do', async () => {
    freezeClock();
    const admin = await createUser(t.app, { role: 'admin' });
    const list = () =>
      t.app.inject({ method: 'GET', url: apiPath(adminPaymentsApi.list), headers: admin.auth });
    const refused = await list();
    expectError(refused, 'second_factor_required', 403);
    expect(refused.json().message).toBe(MSG.accountSecurity.errors.adminNeedsFactor);

    await enableSecondFactor(t.app, admin);
    expect((await list()).statusCode).toBe(200);
  });

  it('is on by default in production only', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(48),
      MESSAGE_KEY: 'ab'.repeat(32),
    });
    expect(production.adminSecondFactor).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).adminSecondFactor).toBe(false);
    expect(t.config.adminSecondFactor).toBe(true);
  });
});

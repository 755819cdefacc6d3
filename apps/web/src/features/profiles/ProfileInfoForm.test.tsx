import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, apiPath, profilesApi } from '@kollabo/shared';
import { sampleProfile } from '../../test-samples';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { ProfileInfoForm } from './ProfileInfoForm';

// /my-account's phone (issue 42, point 2): it says who sees it, and a pasted number is cleaned
// of its separators, never cut.

const t = MSG.myAccountPage;
const mine = {
  ...sampleProfile,
  presentation: 'Créatrice lifestyle, voyages et recettes de saison.',
  phone: '',
};

describe('ProfileInfoForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says who sees the phone, and saves a pasted one cleaned', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    renderPage(<ProfileInfoForm profile={mine} />);
    expect(screen.getByText(MSG.authForm.phoneHint)).toBeTruthy();
    const phone = screen.getByLabelText(t.phoneLabel) as HTMLInputElement;
    await userEvent.click(phone);
    await userEvent.paste('06-12-34-56-78');
    expect(phone.value).toBe('0612345678');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await screen.findByText(MSG.profile.success);
    const put = fetchMock.mock.calls.find(([url]) => url === apiPath(profilesApi.updateInfo));
    expect(bodyOf(put?.[1])).toMatchObject({ phone: '0612345678' });
  });

  it('refuses a phone too short once cleaned, with the length rule', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    renderPage(<ProfileInfoForm profile={mine} />);
    await userEvent.type(screen.getByLabelText(t.phoneLabel), '06 12');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(MSG.authForm.phoneFormat)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

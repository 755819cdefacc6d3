import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { ResetPasswordPage } from './ResetPasswordPage';

const t = MSG.authForm;

describe('ResetPasswordPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows field messages for a bad e-mail, code and short password', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    await userEvent.type(screen.getByLabelText(t.emailLabel), 'lea@');
    await userEvent.type(screen.getByLabelText(t.codeLabel), 'ab');
    await userEvent.type(screen.getByLabelText(t.newPasswordLabel), '123');
    await userEvent.click(screen.getByRole('button', { name: MSG.resetPage.submit }));
    expect(await screen.findByText(t.passwordMin)).toBeTruthy();
    expect(screen.getByText(t.codeFormat)).toBeTruthy();
    expect(screen.getByText(MSG.code.badEmail)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the failure text when the server refuses the code', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ error: 'invalid_code', message: 'x' }, 400));
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    await userEvent.type(screen.getByLabelText(t.emailLabel), 'lea@mail.fr');
    await userEvent.type(screen.getByLabelText(t.codeLabel), '1234');
    await userEvent.type(screen.getByLabelText(t.newPasswordLabel), 'nouveau1');
    await userEvent.click(screen.getByRole('button', { name: MSG.resetPage.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.reset.failure);
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      email: 'lea@mail.fr',
      code: '1234',
      newpassword: 'nouveau1',
    });
  });

  it('asks to wait when the server limits this address (429)', async () => {
    mockFetch(() =>
      jsonResponse({ error: 'rate_limited', message: MSG.common.tooManyRequests }, 429),
    );
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    await userEvent.type(screen.getByLabelText(t.emailLabel), 'lea@mail.fr');
    await userEvent.type(screen.getByLabelText(t.codeLabel), '1234');
    await userEvent.type(screen.getByLabelText(t.newPasswordLabel), 'nouveau1');
    await userEvent.click(screen.getByRole('button', { name: MSG.resetPage.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.common.tooManyRequests);
    expect(alert.textContent).not.toContain(MSG.reset.failure);
  });
});

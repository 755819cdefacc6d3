import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { setPseudo } from '../../lib/storage';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { ContactForm } from './ContactForm';

const t = MSG.contactPage;

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a phone outside 9 to 13 characters, after about 1.5 s, without sending', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }, 201));
    renderPage(<ContactForm />);
    await userEvent.type(screen.getByLabelText(t.emailLabel), 'lea@example.com');
    await userEvent.type(screen.getByLabelText(t.phoneLabel), '06 12');
    await userEvent.type(screen.getByLabelText(t.messageLabel), 'Bonjour');
    expect((screen.getByLabelText(t.phoneLabel) as HTMLInputElement).value).toBe('0612');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByRole('button', { name: t.busy })).toBeTruthy();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      MSG.contact.phoneFormat,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the stored pseudo, shows the success text and resets the form', async () => {
    setPseudo('lea');
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }, 201));
    renderPage(<ContactForm />);
    expect((screen.getByLabelText(t.pseudoLabel) as HTMLInputElement).value).toBe('lea');
    await userEvent.type(screen.getByLabelText(t.emailLabel), 'lea@example.com');
    await userEvent.type(screen.getByLabelText(t.messageLabel), 'Question');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toContain(
      MSG.contact.success,
    );
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      pseudo: 'lea',
      email: 'lea@example.com',
      phone: '',
      contenu: 'Question',
    });
    expect((screen.getByLabelText(t.messageLabel) as HTMLTextAreaElement).value).toBe('');
    // The address stays for the next message.
    expect((screen.getByLabelText(t.emailLabel) as HTMLInputElement).value).toBe('lea@example.com');
  });

  it('says an empty address is required, and never shows success and an error together', async () => {
    mockFetch(() => jsonResponse({ ok: true }, 201));
    renderPage(<ContactForm />);
    await userEvent.type(screen.getByLabelText(t.messageLabel), 'Question');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(MSG.authForm.required)).toBeTruthy();
    expect(screen.queryByText(MSG.authForm.emailFormat)).toBeNull();

    await userEvent.type(screen.getByLabelText(t.emailLabel), 'lea@example.com');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toContain(
      MSG.contact.success,
    );
    // A second send without a message: its error replaces the success text.
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(MSG.authForm.required)).toBeTruthy();
    expect(screen.queryByText(MSG.contact.success)).toBeNull();
  });
});
